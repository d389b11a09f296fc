import { Route, Routes } from '@salesiq/routing';
import GuideFormPage from '../exposes/guide-form-page';
import GuideResultPage from '../exposes/guide-result-page';

/** The guide remote on its own (port 3004): the form and the result page (the router comes from `mountStandalone`). */
export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="/salesiq-guide/:industry/:companySlug" element={<GuideResultPage />} />
      <Route path="*" element={<GuideFormPage />} />
    </Routes>
  );
}
