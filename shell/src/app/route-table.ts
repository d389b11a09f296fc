import { industries, type IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { matchPath } from '@salesiq/routing';

export type PageKind = 'home' | 'industry' | 'guide-form' | 'guide-result' | 'script';

export interface PageMeta {
  title: string;
  description: string;
  /** Result pages are personal and must not be indexed. */
  noindex?: boolean;
}

export interface SiteRoute {
  path: string;
  page: PageKind;
  industry?: IndustryKey;
  meta: PageMeta;
}

const brand = 'SalesIQ Bot Studio';

/** Every route of SPEC §2, in the order the site map lists them. */
export const siteRoutes: readonly SiteRoute[] = [
  {
    path: '/',
    page: 'home',
    meta: {
      title: `AI Chatbot Templates for Zoho SalesIQ | ${brand}`,
      description:
        'Ready-made SalesIQ chatbot templates, AI bot-script generation and expert setup for 20+ industries. Try a live demo chat and download a free template kit.',
    },
  },
  {
    path: '/personalized-guide',
    page: 'guide-form',
    meta: {
      title: `Get Your Personalized SalesIQ Guide | ${brand}`,
      description:
        'Tell us about your business and get a personalised SalesIQ implementation guide: two chatbot use cases, integrations, KPIs and a four-phase roadmap.',
    },
  },
  {
    path: '/salesiq-guide/:industry/:companySlug',
    page: 'guide-result',
    meta: { title: `Your Personalized SalesIQ Guide | ${brand}`, description: 'Your personalised SalesIQ implementation guide.', noindex: true },
  },
  {
    path: '/generate-bot-script/:industry/:companySlug',
    page: 'script',
    meta: { title: `Your AI Bot Script | ${brand}`, description: 'Your generated SalesIQ AI bot script and implementation guide.', noindex: true },
  },
  ...industries.map(
    (industry): SiteRoute => ({
      path: `/${industry.key}`,
      page: 'industry',
      industry: industry.key,
      meta: {
        title: `${industry.displayName} Chatbot Templates for SalesIQ | ${brand}`,
        description: `AI chatbot templates, use cases and a live demo bot for ${industry.displayName.toLowerCase()} businesses on Zoho SalesIQ. Download the ${industry.displayName} template kit.`,
      },
    }),
  ),
];

export const notFoundMeta: PageMeta = {
  title: `Page not found | ${brand}`,
  description: 'The page you were looking for does not exist.',
  noindex: true,
};

/** Routes match case-sensitively, as the server's files do: `/Healthcare` is not found on either side. */
export function findRoute(pathname: string): SiteRoute | undefined {
  return siteRoutes.find((route) => matchPath({ path: route.path, caseSensitive: true }, pathname));
}

/** The route the site renders at `pathname`: its path pattern, or `*` for the not-found page. */
export function renderedRoute(pathname: string): string {
  return findRoute(pathname)?.path ?? '*';
}
