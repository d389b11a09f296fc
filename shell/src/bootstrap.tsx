import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@salesiq/routing';
import { SiteRoot } from './app/site-root';

export { startTracker } from '@salesiq/tracking/start-tracker';

/**
 * Starts the site on `root`: hydrates the server's HTML of a static route (its nodes are kept,
 * nothing is rendered twice), or renders a page that is made in the browser (result pages, a
 * 404, or a page whose remotes changed since it was rendered) over its frame.
 *
 * Either way as a transition. Hydrating, React works in slices that yield to the browser (a click
 * or a key press in between is handled first) instead of in one long task. Rendering, React keeps
 * the server's frame on screen until the page's module has loaded and commits the page once,
 * instead of committing a placeholder first and holding the page back to space out the reveals.
 */
export function mount(root: HTMLElement, { hydrate }: { hydrate: boolean }) {
  const site = (
    <SiteRoot router={(app) => <BrowserRouter>{app}</BrowserRouter>} scrollOnFirstRender={!hydrate} />
  );
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(root, site, {
        onRecoverableError: (error, { componentStack }) => console.error('[hydration]', error, componentStack),
      });
      return;
    }
    createRoot(root).render(site);
  });
}
