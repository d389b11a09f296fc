import { loadRemote } from '@module-federation/enhanced/runtime';
import { noProps, RemoteModule } from '@salesiq/federation/remote-module';
import { findIndustry, industries, industryPath } from '@salesiq/shared-data/industries/catalogue';
import { industryPageMeta, notFoundMeta, type PageMeta, scriptPageMeta } from '@salesiq/shared-data/site/page-meta';
import { scriptPageRoute } from '@salesiq/shared-data/site/addresses';
import { matchPath, Navigate, Route, Routes } from '@salesiq/routing';
import IndustryPage from '../exposes/industry-page';

/**
 * The site's pages the remote has on its own: any other it leaves for the composed site
 * (`mountStandalone`). The script page its generator form goes to is among them: the visitor's
 * generator data is kept in this origin's session, which the composed site cannot read.
 */
export const standalonePaths = [...industries.map((industry) => industryPath(industry.key)), scriptPageRoute];

export function standaloneMeta(pathname: string): PageMeta {
  if (matchPath(scriptPageRoute, pathname)) return scriptPageMeta;
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
        <Route key={industry.key} path={industryPath(industry.key)} element={<IndustryPage industryKey={industry.key} />} />
      ))}
      <Route path={scriptPageRoute} element={<RemoteModule load={loadScriptPage} props={noProps} label="your AI bot script" minHeight="100vh" />} />
      <Route path="*" element={<Navigate to="/healthcare" replace />} />
    </Routes>
  );
}
