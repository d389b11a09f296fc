// The app's chunk. Re-exporting from react-dom makes it start up as the chunk arrives; the app's
// own modules come in the same chunk but start up only when `startApp` asks, so the two never
// add up to one long task.
export { hydrateRoot } from 'react-dom/client';
export const startApp = () => import(/* webpackMode: "eager" */ './bootstrap');
