import { findIndustry, industries } from '@salesiq/shared-data/industries/catalogue';
import { industryPageMeta, notFoundMeta, type PageMeta } from '@salesiq/shared-data/site/page-meta';
import { Navigate, Route, Routes } from '@salesiq/routing';
import IndustryPage from '../exposes/industry-page';

export function standaloneMeta(pathname: string): PageMeta {
  const industry = findIndustry(pathname.slice(1));
  return industry ? industryPageMeta(industry) : notFoundMeta;
}

/** The industries remote on its own (port 3002): the twenty industry routes (the router comes from `mountStandalone`). */
export function StandaloneRoutes() {
  return (
    <Routes>
      {industries.map((industry) => (
        <Route key={industry.key} path={`/${industry.key}`} element={<IndustryPage industryKey={industry.key} />} />
      ))}
      <Route path="*" element={<Navigate to="/healthcare" replace />} />
    </Routes>
  );
}
