import { BrowserRouter, Route, Routes } from 'react-router-dom';
import GuideFormPage from './exposes/guide-form-page';
import GuideResultPage from './exposes/guide-result-page';

/** The guide remote on its own (port 3004): the form and the result page, with its own router. */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/salesiq-guide/:industry/:companySlug" element={<GuideResultPage />} />
        <Route path="*" element={<GuideFormPage />} />
      </Routes>
    </BrowserRouter>
  );
}
