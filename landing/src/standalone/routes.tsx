import { Route, Routes } from '@salesiq/routing';
import { homeMeta, type PageMeta } from '@salesiq/shared-data/site/page-meta';
import HomePage from '../exposes/home-page';

export const standaloneMeta = (): PageMeta => homeMeta;

/** The landing remote on its own (port 3001): its one route (the router comes from `mountStandalone`). */
export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="*" element={<HomePage />} />
    </Routes>
  );
}
