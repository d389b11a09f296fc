import { captureAttribution } from '@salesiq/shared-data/visit/attribution';
import { startTracker } from '@salesiq/tracking/start-tracker';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserHistory, HistoryRouter } from '@salesiq/routing';
import { historyOfReadyPages } from './app/history-of-ready-pages';
import { preloadPageModule } from './app/page-modules';
import { showNavigationPending } from './app/navigation-cue';
import { pageReadyOrLate } from './app/page-ready-or-late';
import { PageIntoFrame } from './app/page-into-frame';
import { renderedRoute } from './app/route-table';
import { SiteRoot } from './app/site-root';
import { remotesChangedSince } from './hydration/remote-builds';
import { readServerRender } from './hydration/server-render';
import { loadRemoteOrigins } from './remote-origins';

/**
 * Hydrates the server's HTML of `serverRoute` if the address still leads there (a script may have
 * changed it), else renders the site afresh once the page's module is in. A result page's HTML is
 * only the site's frame (`frameOnly`): the page, made from the visitor's session, goes into it
 * once its module is in. Hydration runs as a transition, so React yields to presses in between.
 */
function mount(root: HTMLElement, { serverRoute, frameOnly = false }: { serverRoute: string | null; frameOnly?: boolean }) {
  // Dispatches `shown` each time the router is given another page (history takes one listener).
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
 * Records where the visit came from, starts the tracker, reads where the remotes are deployed and
 * fetches the page's module, then hydrates, or renders afresh when a remote the page was rendered
 * with has been redeployed since (its HTML no longer matches its code).
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
