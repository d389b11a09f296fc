import { LivePart } from '@salesiq/federation/live-part';
import { FocusOnNewPage } from '@salesiq/routing/focus-on-new-page';
import { RouteEffects } from '@salesiq/routing/route-effects';
import { ScrollToTop } from '@salesiq/routing/scroll-to-top';
import { Route, Routes } from '@salesiq/routing';
import { Footer } from '../footer/footer';
import { NotFoundPage } from './not-found-page';
import { RoutePage } from './route-page';
import { routeMeta, siteRoutes } from './route-table';
import '@salesiq/ui/global.css';
import styles from './app.module.css';

/**
 * The whole site, rendered the same on the server and in the browser (see site-root.tsx).
 * `scrollOnFirstRender` off when hydrating a server-rendered page, which keeps its scroll position;
 * `frameOnly` renders every page as its loading placeholder (see RoutePage).
 */
export function App({ scrollOnFirstRender = true, frameOnly = false }: { scrollOnFirstRender?: boolean; frameOnly?: boolean }) {
  return (
    <LivePart id="site">
      <ScrollToTop onFirstRender={scrollOnFirstRender} />
      <RouteEffects metaFor={routeMeta} />
      <FocusOnNewPage />
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      {/* Focusable by script only: the skip link moves focus into it, so the next Tab goes on from the content. */}
      <main id="main" className={styles.main} tabIndex={-1}>
        <Routes>
          {siteRoutes.map((route) => (
            <Route key={route.path} path={route.path} caseSensitive element={<RoutePage key={route.path} page={route.page} industry={route.industry} frameOnly={frameOnly} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
      <Footer />
    </LivePart>
  );
}
