import { captureAttribution } from '@salesiq/shared-data/visit/attribution';
import { startTracker } from '@salesiq/tracking/start-tracker';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserHistory, HistoryRouter } from '@salesiq/routing';
import { RouteEffects, type RouteEffectsProps } from './route-effects';

export interface StandaloneOptions extends RouteEffectsProps {
  /** Resolves when the first page's code is in (its `preload`, see ComponentModule). */
  firstPageReady?: Promise<unknown>;
}

/**
 * Mounts a remote running standalone: its own router, its pages' main landmark, their titles and
 * meta tags, the tracker and the attribution capture, which the shell provides when the remote is
 * composed into the site. The first render waits for `firstPageReady`, as the shell waits for a
 * page's module: the page is shown whole, never a placeholder first.
 */
export function mountStandalone(routes: ReactNode, { metaFor, firstPageReady = Promise.resolve() }: StandaloneOptions) {
  const root = document.getElementById('root');
  if (!root) return;
  captureAttribution();
  startTracker();
  const app = (
    <StrictMode>
      <HistoryRouter history={createBrowserHistory({ v5Compat: true })}>
        <RouteEffects metaFor={metaFor} />
        <main>{routes}</main>
      </HistoryRouter>
    </StrictMode>
  );
  void firstPageReady.catch(() => undefined).then(() => createRoot(root).render(app));
}
