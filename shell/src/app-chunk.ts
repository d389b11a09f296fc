// The app's chunk. react-dom starts up as it arrives (in the task of whichever of the chunk's
// scripts comes last); the app's own modules, in the same chunk, start up when `startApp` asks,
// so the two never add up to one long task.
export { hydrateRoot } from 'react-dom/client';
export const startApp = () => import(/* webpackMode: "eager" */ './bootstrap');
