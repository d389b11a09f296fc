import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import { industryKeys } from '@salesiq/shared-data/industries/catalogue';
import { industryColors, industryThemeStyle } from './industry-theme';

const tokens = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

function token(name: string): string {
  const match = new RegExp(`${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(tokens);
  if (!match?.[1]) throw new Error(`missing token ${name}`);
  return match[1];
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('industry theme', () => {
  it.each(industryKeys)('%s has an accent and background that pass AA', (key) => {
    const accent = token(`--industry-${key}-accent`);
    const bg = token(`--industry-${key}-bg`);
    expect(contrast(accent, bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(accent, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token('--color-slate-900'), bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('passes AA for the status and muted text colours', () => {
    for (const status of ['success', 'warning', 'danger']) {
      expect(contrast(token(`--color-${status}`), token(`--color-${status}-bg`))).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(token('--color-slate-600'), token('--color-slate-100'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token('--color-brand-600'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('maps an industry to its custom properties', () => {
    expect(industryThemeStyle('real-estate')).toEqual({
      '--accent': 'var(--industry-real-estate-accent, var(--color-brand-600))',
      '--accent-bg': 'var(--industry-real-estate-bg, var(--color-brand-50))',
    });
  });

  it('falls back to the brand colours, in CSS for a key without tokens and at once for a malformed key', () => {
    expect(industryColors('other').fg).toBe('var(--industry-other-accent, var(--color-brand-600))');
    expect(industryColors('x); color: red')).toEqual({ fg: 'var(--color-brand-600)', bg: 'var(--color-brand-50)' });
  });
});
