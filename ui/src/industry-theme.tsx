import type { CSSProperties } from 'react';

/** The industries that have an accent in tokens.css (the route keys of SPEC §2). */
export const themedIndustries = [
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

export type ThemedIndustry = (typeof themedIndustries)[number];

export interface IndustryColors {
  /** Accent for text, icons and fills carrying white text. */
  fg: string;
  /** Soft background that the accent (and body text) reads on at AA. */
  bg: string;
}

export type IndustryThemeStyle = CSSProperties & Record<'--accent' | '--accent-bg', string>;

function isThemedIndustry(key: string): key is ThemedIndustry {
  return (themedIndustries as readonly string[]).includes(key);
}

/** The industry's colours as CSS values (`var(--industry-…)`); the brand colours for unknown keys. */
export function industryColors(key: string): IndustryColors {
  if (!isThemedIndustry(key)) return { fg: 'var(--color-brand-600)', bg: 'var(--color-brand-50)' };
  return { fg: `var(--industry-${key}-accent)`, bg: `var(--industry-${key}-bg)` };
}

/**
 * A style object that sets `--accent` and `--accent-bg` for a subtree, so every component inside
 * (buttons with variant "accent", badges, icon tiles, the demo chat) takes the industry's colours.
 */
export function industryThemeStyle(key: string): IndustryThemeStyle {
  const { fg, bg } = industryColors(key);
  return { '--accent': fg, '--accent-bg': bg };
}
