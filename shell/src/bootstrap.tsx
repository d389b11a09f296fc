import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { isPrerendered } from './prerendered/static-page';
import { takeOverStaticPage } from './prerendered/take-over';

export { startTracker } from '@salesiq/tracking/start-tracker';

export function mount(root: HTMLElement) {
  const prerendered = isPrerendered(root);
  const reactRoot = createRoot(prerendered ? takeOverStaticPage(root) : root);
  // A transition renders in slices that yield to the browser, so the first render never blocks
  // input or paint for long; the visitor already sees the prerendered page (or nothing yet).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        {/* A prerendered page may already be scrolled (a reload, or a reader faster than the app). */}
        <App scrollOnFirstRender={!prerendered} />
      </StrictMode>,
    );
  });
}
