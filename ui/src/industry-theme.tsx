import type { CSSProperties } from 'react';

export interface IndustryColors {
  /** Accent for text, icons and fills carrying white text. */
  fg: string;
  /** Soft background that the accent (and body text) reads on at AA. */
  bg: string;
}

export type IndustryThemeStyle = CSSProperties & Record<'--accent' | '--accent-bg', string>;

const brand: IndustryColors = { fg: 'var(--color-brand-600)', bg: 'var(--color-brand-50)' };

/**
 * The industry's colours as CSS values: `tokens.css` has `--industry-<key>-accent` and `-bg` for
 * every industry of the catalogue (checked in the tests); a key without tokens falls back to the
 * brand colours in CSS, so this module needs no list of industries.
 */
export function industryColors(key: string): IndustryColors {
  if (!/^[a-z]+(-[a-z]+)*$/.test(key)) return brand;
  return { fg: `var(--industry-${key}-accent, ${brand.fg})`, bg: `var(--industry-${key}-bg, ${brand.bg})` };
}

/**
 * A style object that sets `--accent` and `--accent-bg` for a subtree, so every component inside
 * (buttons with variant "accent", badges, icon tiles, the demo chat) takes the industry's colours.
 */
export function industryThemeStyle(key: string): IndustryThemeStyle {
  const { fg, bg } = industryColors(key);
  return { '--accent': fg, '--accent-bg': bg };
}
