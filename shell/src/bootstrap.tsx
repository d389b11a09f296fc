import { startTracker } from '@salesiq/tracking/start-tracker';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { isPrerendered } from './prerendered/static-page';
import { takeOverStaticPage } from './prerendered/take-over';

export function mount(root: HTMLElement) {
  startTracker();
  const prerendered = isPrerendered(root);
  createRoot(prerendered ? takeOverStaticPage(root) : root).render(
    <StrictMode>
      {/* A prerendered page may already be scrolled (a reload, or a reader faster than the app). */}
      <App scrollOnFirstRender={!prerendered} />
    </StrictMode>,
  );
}
