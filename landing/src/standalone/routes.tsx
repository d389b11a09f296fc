import { Route, Routes } from '@salesiq/routing';
import { homeMeta, type PageMeta } from '@salesiq/shared-data/site/page-meta';
import HomePage from '../exposes/home-page';

/** The site's pages the remote has on its own: any other it leaves for the composed site (`mountStandalone`). */
export const standalonePaths = ['/'];

export const standaloneMeta = (): PageMeta => homeMeta;

/** The landing remote on its own (port 3001): its one page, at whatever address it is opened (the router comes from `mountStandalone`). */
export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="*" element={<HomePage />} />
    </Routes>
  );
}
