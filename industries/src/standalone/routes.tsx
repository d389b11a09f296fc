import { loadRemote } from '@module-federation/enhanced/runtime';
import { noProps, RemoteModule } from '@salesiq/federation/remote-module';
import { findIndustry, industries } from '@salesiq/shared-data/industries/catalogue';
import { industryPageMeta, notFoundMeta, type PageMeta, scriptPageMeta } from '@salesiq/shared-data/site/page-meta';
import { scriptPagePath } from '@salesiq/shared-data/site/result-paths';
import { matchPath, Navigate, Route, Routes } from '@salesiq/routing';
import IndustryPage from '../exposes/industry-page';

/**
 * The site's pages the remote has on its own: any other it leaves for the composed site
 * (`mountStandalone`). The script page its generator form goes to is among them: the visitor's
 * generator data is kept in this origin's session, which the composed site cannot read.
 */
export const standalonePaths = [...industries.map((industry) => `/${industry.key}`), scriptPagePath];

export function standaloneMeta(pathname: string): PageMeta {
  if (matchPath(scriptPagePath, pathname)) return scriptPageMeta;
  const industry = findIndustry(pathname.slice(1));
  return industry ? industryPageMeta(industry) : notFoundMeta;
}

const loadScriptPage = () => loadRemote<typeof import('generator/script-page')>('generator/script-page');

/**
 * The industries remote on its own (port 3002): the twenty industry routes, and the generator
 * remote's script page (the router comes from `mountStandalone`).
 */
export function StandaloneRoutes() {
  return (
    <Routes>
      {industries.map((industry) => (
        <Route key={industry.key} path={`/${industry.key}`} element={<IndustryPage industryKey={industry.key} />} />
      ))}
      <Route path={scriptPagePath} element={<RemoteModule load={loadScriptPage} props={noProps} label="your AI bot script" minHeight="100vh" />} />
      <Route path="*" element={<Navigate to="/healthcare" replace />} />
    </Routes>
  );
}
