import { captureAttribution } from '@salesiq/shared-data/visit/attribution';
import { startTracker } from '@salesiq/tracking/start-tracker';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserHistory, HistoryRouter } from '@salesiq/routing';
import { historyOfReadyPages } from './app/history-of-ready-pages';
import { preloadPageModule } from './app/load-page-module';
import { showNavigationPending } from './app/navigation-cue';
import { pageReadyOrLate } from './app/page-ready-or-late';
import { PageIntoFrame } from './app/page-into-frame';
import { renderedRoute } from './app/route-table';
import { SiteRoot } from './app/site-root';
import { remotesChangedSince } from './hydration/remote-builds';
import { readServerRender } from './hydration/server-render';
import { loadRemoteOrigins } from './remote-origins';

/**
 * Starts the site on `root`: hydrates the server's HTML of a static route (its nodes are kept,
 * nothing is rendered twice), or renders a page that is made in the browser (a page whose remotes
 * changed since it was rendered) over its server HTML. `serverRoute` is the route the server's
 * HTML is of, or null when it may not be hydrated; it is hydrated only if the address still leads
 * there (a script can change the address before the site has started). A result page's HTML is
 * the site's frame (`frameOnly`): it is hydrated, and the page, made from the visitor's session,
 * is rendered into it once its module is in.
 *
 * Hydrating, as a transition: React works in slices that yield to the browser (a click or a key
 * press in between is handled first) instead of in one long task. Rendering, once the page's module
 * is in: the page is rendered whole at once in place of the placeholder, never a placeholder of
 * its own first (unless its code is late, see page-ready-or-late.ts).
 */
function mount(root: HTMLElement, { serverRoute, frameOnly = false }: { serverRoute: string | null; frameOnly?: boolean }) {
  // Dispatches `shown` each time the router is given another page (the browser's history takes
  // one listener: the router's).
  const pagesShown = new EventTarget();
  const history = historyOfReadyPages(createBrowserHistory({ v5Compat: true }), pageReadyOrLate, (pending) => {
    showNavigationPending(pending);
    if (!pending) pagesShown.dispatchEvent(new Event('shown'));
  });
  const hydrate = serverRoute !== null && serverRoute === renderedRoute(history.location.pathname);
  const site = (onlyTheFrame: boolean) => (
    <SiteRoot
      router={(app) => <HistoryRouter history={history}>{app}</HistoryRouter>}
      scrollOnFirstRender={!hydrate}
      frameOnly={onlyTheFrame}
    />
  );
  if (!hydrate) {
    void pageReadyOrLate(location.pathname).then(() => createRoot(root).render(site(false)));
    return;
  }
  // A wrapper with one child (as the store provider on the server) moves no `useId`.
  const tree = frameOnly ? (
    <PageIntoFrame site={site} pageReady={pageReadyOrLate(location.pathname)} pagesShown={pagesShown} />
  ) : (
    site(false)
  );
  startTransition(() => {
    hydrateRoot(root, tree, {
      onRecoverableError: (error, { componentStack }) => console.error('[hydration]', error, componentStack),
    });
  });
}

/**
 * Starts the site: records where the visit came from and starts the tracker, reads where the
 * remotes are deployed, fetches the page's module alongside the app's own, then hydrates the
 * server's HTML, or renders the page afresh when a remote it was rendered with has been
 * redeployed since (its HTML no longer matches its code).
 */
async function start() {
  const root = document.getElementById('root');
  const serverRender = readServerRender(document);
  captureAttribution();
  startTracker();
  await loadRemoteOrigins();
  preloadPageModule(location.pathname);
  const hydrate = serverRender !== null && !(await remotesChangedSince(serverRender));
  if (root) mount(root, hydrate ? { serverRoute: serverRender.route, frameOnly: serverRender.frameOnly } : { serverRoute: null });
}

void start();
