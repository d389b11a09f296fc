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

const displayNames: Record<IndustryKey, string> = {
  healthcare: 'Healthcare',
  finance: 'Finance',
  retail: 'Retail',
  'real-estate': 'Real Estate',
  travel: 'Travel',
  education: 'Education',
  manufacturing: 'Manufacturing',
  hospitality: 'Hospitality',
  automotive: 'Automotive',
  legal: 'Legal',
  fitness: 'Fitness',
  telecom: 'Telecom',
  'food-beverage': 'Food & Beverage',
  logistics: 'Logistics',
  saas: 'SaaS',
  nonprofit: 'Nonprofit',
  insurance: 'Insurance',
  entertainment: 'Entertainment',
  government: 'Government',
  energy: 'Energy',
};

/** The grid's label where it is not the display name. */
const gridNames: Partial<Record<IndustryKey, string>> = { retail: 'Retail/E-commerce' };

export const industries: readonly Industry[] = industryKeys.map((key) => ({
  key,
  gridName: gridNames[key] ?? displayNames[key],
  displayName: displayNames[key],
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
