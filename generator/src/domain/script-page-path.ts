import { companySlug } from '@salesiq/shared-data/slug';

/** `/generate-bot-script/{industry}/{companySlug}`; a name with no letters or digits still gets a segment. */
export function scriptPagePath(industry: string, companyName: string): string {
  return `/generate-bot-script/${encodeURIComponent(industry)}/${companySlug(companyName) || 'company'}`;
}
