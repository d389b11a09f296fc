import { matchPath, Route, Routes } from '@salesiq/routing';
import { guideFormMeta, guideResultMeta, type PageMeta } from '@salesiq/shared-data/site/page-meta';
import GuideFormPage from '../exposes/guide-form-page';
import GuideResultPage from '../exposes/guide-result-page';

const resultPath = '/salesiq-guide/:industry/:companySlug';

export function standaloneMeta(pathname: string): PageMeta {
  return matchPath(resultPath, pathname) ? guideResultMeta : guideFormMeta;
}

/** The guide remote on its own (port 3004): the form and the result page (the router comes from `mountStandalone`). */
export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path={resultPath} element={<GuideResultPage />} />
      <Route path="*" element={<GuideFormPage />} />
    </Routes>
  );
}
