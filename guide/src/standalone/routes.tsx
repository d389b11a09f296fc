import { matchPath, Route, Routes } from '@salesiq/routing';
import { guideFormMeta, guideResultMeta, type PageMeta } from '@salesiq/shared-data/site/page-meta';
import { guideFormAddress, guideResultRoute } from '@salesiq/shared-data/site/addresses';
import GuideFormPage from '../exposes/guide-form-page';
import GuideResultPage from '../exposes/guide-result-page';

/** The site's pages the remote has on its own: any other it leaves for the composed site (`mountStandalone`). */
export const standalonePaths = [guideFormAddress, guideResultRoute];

export function standaloneMeta(pathname: string): PageMeta {
  return matchPath(guideResultRoute, pathname) ? guideResultMeta : guideFormMeta;
}

/** The guide remote on its own (port 3004): the form and the result page (the router comes from `mountStandalone`). */
export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path={guideResultRoute} element={<GuideResultPage />} />
      <Route path="*" element={<GuideFormPage />} />
    </Routes>
  );
}
