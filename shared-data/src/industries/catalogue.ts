/**
 * The twenty industries of the site (SPEC §2). `key` is the route segment and the value other
 * records use; `gridName` is the label on the home industry grid; `displayName` is the name used
 * in headings such as "SalesIQ for {displayName}".
 */
export interface Industry {
  key: IndustryKey;
  gridName: string;
  displayName: string;
}

export const industryKeys = [
  'healthcare',
  'finance',
  'retail',
  'real-estate',
  'travel',
  'education',
  'manufacturing',
  'hospitality',
  'automotive',
  'legal',
  'fitness',
  'telecom',
  'food-beverage',
  'logistics',
  'saas',
  'nonprofit',
  'insurance',
  'entertainment',
  'government',
  'energy',
] as const;

export type IndustryKey = (typeof industryKeys)[number];

const names: Record<IndustryKey, [gridName: string, displayName: string]> = {
  healthcare: ['Healthcare', 'Healthcare'],
  finance: ['Finance', 'Finance'],
  retail: ['Retail/E-commerce', 'Retail'],
  'real-estate': ['Real Estate', 'Real Estate'],
  travel: ['Travel', 'Travel'],
  education: ['Education', 'Education'],
  manufacturing: ['Manufacturing', 'Manufacturing'],
  hospitality: ['Hospitality', 'Hospitality'],
  automotive: ['Automotive', 'Automotive'],
  legal: ['Legal', 'Legal'],
  fitness: ['Fitness', 'Fitness'],
  telecom: ['Telecom', 'Telecom'],
  'food-beverage': ['Food & Beverage', 'Food & Beverage'],
  logistics: ['Logistics', 'Logistics'],
  saas: ['SaaS', 'SaaS'],
  nonprofit: ['Nonprofit', 'Nonprofit'],
  insurance: ['Insurance', 'Insurance'],
  entertainment: ['Entertainment', 'Entertainment'],
  government: ['Government', 'Government'],
  energy: ['Energy', 'Energy'],
};

export const industries: readonly Industry[] = industryKeys.map((key) => ({
  key,
  gridName: names[key][0],
  displayName: names[key][1],
}));

export function isIndustryKey(value: string): value is IndustryKey {
  return (industryKeys as readonly string[]).includes(value);
}

export function findIndustry(key: string): Industry | undefined {
  return industries.find((industry) => industry.key === key);
}

/** The route of an industry page, for example `/food-beverage`. */
export function industryPath(key: IndustryKey): string {
  return `/${key}`;
}

/** `{industry}_page` lead sources use underscores: `real_estate_page`, `food_beverage_page`. */
export function industryLeadSource(key: IndustryKey, suffix: 'page' | 'bot_generator'): string {
  return `${key.replace(/-/g, '_')}_${suffix}`;
}
