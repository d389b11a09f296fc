import { findIndustry } from '../industries/catalogue';

/** Names that do not reduce to a catalogue key by the slug rule alone. */
const aliases: Record<string, string> = {
  realestate: 'real-estate',
  'retail-e-commerce': 'retail',
  'e-commerce': 'retail',
  ecommerce: 'retail',
  'food-and-beverage': 'food-beverage',
};

/**
 * The lookup key of an industry as callers pass it: the home form's values (`real-estate`,
 * `other`), display names from industry pages (`Real Estate`, `Retail/E-commerce`,
 * `Food & Beverage`) or the generator's `realestate`. Empty means no industry.
 */
export function kitIndustryKey(industry: string): string {
  const slug = industry
    .trim()
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return aliases[slug] ?? slug;
}

/** The industry's name in the kit: `Real Estate`; `General` when there is none or it is `other`. */
export function kitIndustryName(industry: string): string {
  const key = kitIndustryKey(industry);
  if (key === '' || key === 'other' || key === 'general') return 'General';
  return findIndustry(key)?.displayName ?? industry.trim();
}
