// The entry of the shell's server build (Node), used by scripts/render-pages.mjs. Like the
// browser entry, it reaches the app through an import(), where the federation runtime provides
// the shared modules.
import type { renderPage as RenderPage } from './server/render-page';

export const renderPage: typeof RenderPage = (...args) => import('./server/render-page').then(({ renderPage }) => renderPage(...args));
