/**
 * The site's only door to react-router: apps import routing from `@salesiq/routing`, never from
 * react-router-dom. This module is a federation singleton (`tooling/mf-shared.ts`), so the shell
 * and every remote share one routing context, and because react-router itself is not shared,
 * the bundler keeps only the exports listed here (a shared package is never tree-shaken).
 * In the browser the routers take the history they are given (the shell's waits for a page to be
 * ready, shell/src/app/history-of-ready-pages.ts), through react-router's door for that:
 * `unstable_HistoryRouter`, with its browser history.
 */
export {
  Link,
  matchPath,
  Navigate,
  NavigationType,
  Route,
  Routes,
  StaticRouter,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router-dom';
