import { companySlug } from '../slug';

// Addresses of pages more than one app knows: the shell and the owning remote route them, other
// remotes link or send visitors there, and a remote running standalone routes them too. Industry
// pages have theirs in the industry catalogue (`industryPath`).

/** The personalised guide form (guide remote). */
export const guideFormAddress = '/personalized-guide';

/** First segment of a guide result page's address. */
export const guideResultSegment = 'salesiq-guide';

/** First segment of a script page's address. */
export const scriptPageSegment = 'generate-bot-script';

/** Route pattern of the personalised guide made from the visitor's session (guide remote). */
export const guideResultRoute = `/${guideResultSegment}/:industry/:companySlug`;

/** Route pattern of the generated bot script made from the visitor's session (generator remote). */
export const scriptPageRoute = `/${scriptPageSegment}/:industry/:companySlug`;

/** `/salesiq-guide/{industry}/{companySlug}`. */
export function guideResultAddress(industry: string, company: string): string {
  return resultAddress(guideResultSegment, industry, company);
}

/** `/generate-bot-script/{industry}/{companySlug}`. */
export function scriptPageAddress(industry: string, company: string): string {
  return resultAddress(scriptPageSegment, industry, company);
}

/**
 * The slug is percent-encoded in the address (`café-zürich` → `caf%C3%A9-z%C3%BCrich`), as a
 * browser sends it; the router decodes it back. A company of only symbols (which the forms that
 * come here refuse) still gets a segment, so the address always has the route's shape.
 */
function resultAddress(segment: string, industry: string, company: string): string {
  return `/${segment}/${encodeURIComponent(industry)}/${encodeURIComponent(companySlug(company) || 'company')}`;
}
