import { contact } from '../contact';
import type { Industry } from '../industries/catalogue';

/** A page's title and the meta tags search engines and link previews read. */
export interface PageMeta {
  title: string;
  description: string;
  /** Result pages are personal and must not be indexed. */
  noindex?: boolean;
}

const brand = contact.company;

export const homeMeta: PageMeta = {
  title: `AI Chatbot Templates for Zoho SalesIQ | ${brand}`,
  description:
    'Ready-made SalesIQ chatbot templates, AI bot-script generation and expert setup for 20+ industries. Try a live demo chat and download a free template kit.',
};

export const guideFormMeta: PageMeta = {
  title: `Get Your Personalized SalesIQ Guide | ${brand}`,
  description:
    'Tell us about your business and get a personalised SalesIQ implementation guide: two chatbot use cases, integrations, KPIs and a four-phase roadmap.',
};

export const guideResultMeta: PageMeta = {
  title: `Your Personalized SalesIQ Guide | ${brand}`,
  description: 'Your personalised SalesIQ implementation guide.',
  noindex: true,
};

export const scriptPageMeta: PageMeta = {
  title: `Your AI Bot Script | ${brand}`,
  description: 'Your generated SalesIQ AI bot script and implementation guide.',
  noindex: true,
};

export function industryPageMeta(industry: Industry): PageMeta {
  return {
    title: `${industry.displayName} Chatbot Templates for SalesIQ | ${brand}`,
    description: `AI chatbot templates, use cases and a live demo bot for ${industry.displayName.toLowerCase()} businesses on Zoho SalesIQ. Download the ${industry.displayName} template kit.`,
  };
}

export const notFoundMeta: PageMeta = {
  title: `Page not found | ${brand}`,
  description: 'The page you were looking for does not exist.',
  noindex: true,
};
