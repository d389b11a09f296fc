import { findIndustry, type IndustryKey, industryPath, isIndustryKey } from '@salesiq/shared-data/industries/catalogue';

/** The Industry select of the lead-magnet form (SPEC §3 "Home lead-magnet industry values"). */
export const leadMagnetIndustryOptions = [
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'finance', label: 'Finance' },
  { value: 'retail', label: 'Retail/E-commerce' },
  { value: 'real-estate', label: 'Real Estate' },
  { value: 'travel', label: 'Travel' },
  { value: 'education', label: 'Education' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'hospitality', label: 'Hospitality' },
  { value: 'automotive', label: 'Automotive' },
  { value: 'legal', label: 'Legal' },
  { value: 'other', label: 'Other' },
] as const;

export type LeadMagnetIndustry = (typeof leadMagnetIndustryOptions)[number]['value'];

function isLeadMagnetIndustry(value: string): value is LeadMagnetIndustry {
  return leadMagnetIndustryOptions.some((option) => option.value === value);
}

/** The select value for a preselect request: the industry when the select has it, otherwise `other`. */
export function toLeadMagnetIndustry(value: string): LeadMagnetIndustry {
  return isLeadMagnetIndustry(value) ? value : 'other';
}

/** The page a chosen industry leads to after the download, or null (`other`, empty). */
export function industryPageFor(industry: string): { path: string; name: string } | null {
  if (!isIndustryKey(industry)) return null;
  const key: IndustryKey = industry;
  return { path: industryPath(key), name: findIndustry(key)?.displayName ?? key };
}

/** A request from elsewhere on the page to preselect an industry and focus Full Name. */
export interface IndustryPreselect {
  industry: LeadMagnetIndustry;
  /** Counts requests, so asking twice for the same industry still applies. */
  request: number;
}
