import { captureAttribution } from '@salesiq/shared-data/visit/attribution';
import { startTracker } from '@salesiq/tracking/start-tracker';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserHistory, HistoryRouter } from '@salesiq/routing';
import { FocusOnNewPage } from './focus-on-new-page';
import { historyHandingOff } from './history-handing-off';
import { RouteEffects, type RouteEffectsProps } from './route-effects';
import { ScrollToTop } from './scroll-to-top';
import styles from './standalone-root.module.css';

export interface StandaloneOptions extends RouteEffectsProps {
  /** The route patterns of the site's pages this remote has: a navigation to any other leaves for the composed site. */
  paths: readonly string[];
  /** Resolves when the first page's code is in (its `preload`, see ComponentModule). */
  firstPageReady?: Promise<unknown>;
}

/**
 * Mounts a remote running standalone: its own router, its pages' main landmark, their titles and
 * meta tags, the scroll to the top and the focus on the new page after a navigation, the tracker
 * and the attribution capture, which the shell provides when the remote is composed into the site.
 * A page the remote does not have is the composed site's (at `SITE_ORIGIN`, from the build). The
 * first render waits for `firstPageReady`, as the shell waits for a page's module: the page is
 * shown whole, never a placeholder first.
 */
export function mountStandalone(routes: ReactNode, { metaFor, paths, firstPageReady = Promise.resolve() }: StandaloneOptions) {
  const root = document.getElementById('root');
  if (!root) return;
  captureAttribution();
  startTracker();
  // Defined by every remote's build (tooling/rsbuild-app.ts).
  const siteOrigin = process.env.SITE_ORIGIN ?? location.origin;
  const app = (
    <StrictMode>
      <HistoryRouter history={historyHandingOff(createBrowserHistory({ v5Compat: true }), paths, siteOrigin)}>
        <ScrollToTop />
        <RouteEffects metaFor={metaFor} />
        <FocusOnNewPage />
        {/* Focusable by script only, as the site's: focus moves into it after a navigation. */}
        <main id="main" className={styles.main} tabIndex={-1}>
          {routes}
        </main>
      </HistoryRouter>
    </StrictMode>
  );
  void firstPageReady.catch(() => undefined).then(() => createRoot(root).render(app));
}
