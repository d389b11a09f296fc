import { useLocation } from '@salesiq/routing';
import { NotFoundPage } from './not-found-page';
import { RoutePage } from './route-page';
import { findRoute } from './route-table';

/**
 * The page at the current address, looked up in the site's own route table. Not the router's
 * `<Routes>`: it flattens, compiles and ranks every route on each render, which on a phone costs
 * the hydration several milliseconds of a task the visitor waits on, for a table with no nesting.
 */
export function CurrentPage({ frameOnly }: { frameOnly: boolean }) {
  const route = findRoute(useLocation().pathname);
  if (!route) return <NotFoundPage />;
  return <RoutePage key={route.path} page={route.page} industry={route.industry} frameOnly={frameOnly} />;
}
