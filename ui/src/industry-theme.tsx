import { type IndustryKey, industryKeys } from '@salesiq/shared-data/industries/catalogue';
import type { CSSProperties } from 'react';

/** Every industry of the catalogue has an accent in tokens.css (`--industry-<key>-accent`). */
export const themedIndustries = industryKeys;

export type ThemedIndustry = IndustryKey;

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
