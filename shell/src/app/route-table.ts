import { industries, type IndustryKey, industryPath } from '@salesiq/shared-data/industries/catalogue';
import { matchPath } from '@salesiq/routing';
import {
  guideFormMeta,
  guideResultMeta,
  homeMeta,
  industryPageMeta,
  notFoundMeta,
  type PageMeta,
  scriptPageMeta,
} from '@salesiq/shared-data/site/page-meta';
import { guideFormAddress, guideResultRoute, scriptPageRoute } from '@salesiq/shared-data/site/addresses';

export type PageKind = 'home' | 'industry' | 'guide-form' | 'guide-result' | 'script';

export interface SiteRoute {
  path: string;
  page: PageKind;
  industry?: IndustryKey;
  meta: PageMeta;
}

/** Every route of SPEC §2, in the order the site map lists them. */
export const siteRoutes: readonly SiteRoute[] = [
  { path: '/', page: 'home', meta: homeMeta },
  { path: guideFormAddress, page: 'guide-form', meta: guideFormMeta },
  { path: guideResultRoute, page: 'guide-result', meta: guideResultMeta },
  { path: scriptPageRoute, page: 'script', meta: scriptPageMeta },
  ...industries.map(
    (industry): SiteRoute => ({
      path: industryPath(industry.key),
      page: 'industry',
      industry: industry.key,
      meta: industryPageMeta(industry),
    }),
  ),
];

/** Routes match case-sensitively, as the server's files do: `/Healthcare` is not found on either side. */
export function findRoute(pathname: string): SiteRoute | undefined {
  return siteRoutes.find((route) => matchPath({ path: route.path, caseSensitive: true }, pathname));
}

/** The route the site renders at `pathname`: its path pattern, or `*` for the not-found page. */
export function renderedRoute(pathname: string): string {
  return findRoute(pathname)?.path ?? '*';
}

/** The title and meta tags of the page at `pathname`, the not-found page's when no route matches. */
export function routeMeta(pathname: string): PageMeta {
  return findRoute(pathname)?.meta ?? notFoundMeta;
}
