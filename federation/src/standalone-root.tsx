import { captureAttribution } from '@salesiq/shared-data/visit/attribution';
import { reportPageView } from '@salesiq/tracking/report';
import { startTracker } from '@salesiq/tracking/start-tracker';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserHistory, HistoryRouter, useLocation } from '@salesiq/routing';

function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    reportPageView();
  }, [pathname]);
  return null;
}

/**
 * Mounts a remote running standalone: its own router, its pages' main landmark, the tracker and
 * the attribution capture, which the shell provides when the remote is composed into the site. The first render waits for
 * `firstPageReady` (the first page's `preload`, see ComponentModule), as the shell waits for a
 * page's module: the page is shown whole, never a placeholder first.
 */
export function mountStandalone(routes: ReactNode, firstPageReady: Promise<unknown> = Promise.resolve()) {
  const root = document.getElementById('root');
  if (!root) return;
  captureAttribution();
  startTracker();
  const app = (
    <StrictMode>
      <HistoryRouter history={createBrowserHistory({ v5Compat: true })}>
        <PageViews />
        <main>{routes}</main>
      </HistoryRouter>
    </StrictMode>
  );
  void firstPageReady.catch(() => undefined).then(() => createRoot(root).render(app));
}
