import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@salesiq/routing';
import { SiteRoot } from './app/site-root';

export { startTracker } from '@salesiq/tracking/start-tracker';

/**
 * Starts the site on `root`: hydrates the server's HTML of a static route (its nodes are kept,
 * nothing is rendered twice), or renders a page that is made in the browser (result pages, a
 * 404, or a page whose remotes changed since it was rendered) over its frame.
 */
export function mount(root: HTMLElement, { hydrate }: { hydrate: boolean }) {
  const site = (
    <SiteRoot router={(app) => <BrowserRouter>{app}</BrowserRouter>} scrollOnFirstRender={!hydrate} />
  );
  if (hydrate) {
    // As a transition, React hydrates in slices that yield to the browser (a click or a key press
    // in between is handled first), instead of in one long task; the markup is on screen meanwhile.
    startTransition(() => {
      hydrateRoot(root, site, {
        onRecoverableError: (error, { componentStack }) => console.error('[hydration]', error, componentStack),
      });
    });
    return;
  }
  createRoot(root).render(site);
}
