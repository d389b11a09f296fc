import { BrowserRouter, Route, Routes } from '@salesiq/ui/router';
import { Footer } from '../footer/footer';
import { NotFoundPage } from './not-found-page';
import { RouteEffects } from './route-effects';
import { RoutePage } from './route-page';
import { siteRoutes } from './route-table';
import { ScrollToTop } from './scroll-to-top';
import '@salesiq/ui/global.css';
import styles from './app.module.css';

/** `scrollOnFirstRender` off when taking over a prerendered page, which keeps its scroll position. */
export function App({ scrollOnFirstRender = true }: { scrollOnFirstRender?: boolean }) {
  return (
    <BrowserRouter>
      <ScrollToTop onFirstRender={scrollOnFirstRender} />
      <RouteEffects />
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <main id="main" className={styles.main}>
        <Routes>
          {siteRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={<RoutePage key={route.path} page={route.page} industry={route.industry} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
      <Footer />
    </BrowserRouter>
  );
}
