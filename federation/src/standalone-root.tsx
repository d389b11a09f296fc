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
 * Mounts a remote running standalone: its own router, the tracker and the attribution capture,
 * which the shell provides when the remote is composed into the site.
 */
export function mountStandalone(routes: ReactNode) {
  const root = document.getElementById('root');
  if (!root) return;
  captureAttribution();
  startTracker();
  createRoot(root).render(
    <StrictMode>
      <HistoryRouter history={createBrowserHistory({ v5Compat: true })}>
        <PageViews />
        {routes}
      </HistoryRouter>
    </StrictMode>,
  );
}
