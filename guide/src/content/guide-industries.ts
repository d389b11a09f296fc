/** The eleven industries of the guide form, in the form's order (SPEC §3 "Guide-form industries"). */
export const guideIndustryKeys = [
  'healthcare',
  'automotive',
  'ecommerce',
  'finance',
  'real-estate',
  'travel',
  'education',
  'manufacturing',
  'hospitality',
  'legal',
  'fitness',
] as const;

export type GuideIndustryKey = (typeof guideIndustryKeys)[number];

export const guideIndustryLabels: Record<GuideIndustryKey, string> = {
  healthcare: 'Healthcare',
  automotive: 'Automotive',
  ecommerce: 'E-commerce',
  finance: 'Finance',
  'real-estate': 'Real Estate',
  travel: 'Travel',
  education: 'Education',
  manufacturing: 'Manufacturing',
  hospitality: 'Hospitality',
  legal: 'Legal',
  fitness: 'Fitness',
};

/** The options of the "Select Industry" field. */
export const guideIndustryOptions = guideIndustryKeys.map((key) => ({ value: key, label: guideIndustryLabels[key] }));

export function isGuideIndustryKey(value: string): value is GuideIndustryKey {
  return (guideIndustryKeys as readonly string[]).includes(value);
}

/** The site's colour theme of a guide industry: the guide's `ecommerce` is the site's `retail`. */
export function guideThemeKey(key: GuideIndustryKey): string {
  return key === 'ecommerce' ? 'retail' : key;
}
