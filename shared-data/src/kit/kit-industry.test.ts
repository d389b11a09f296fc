import { describe, expect, it } from '@rstest/core';
import { kitIndustryKey, kitIndustryName } from './kit-industry';

/** Each key, and the industries (as pages, forms and the generator spell them) read as it. */
const industriesBy: Record<string, string[]> = {
  healthcare: ['healthcare', 'Healthcare'],
  'real-estate': ['Real Estate', 'real-estate', 'realestate'],
  retail: ['Retail/E-commerce', 'E-commerce', 'ecommerce'],
  'food-beverage': ['Food & Beverage'],
  fitness: ['  Fitness '],
  other: ['other'],
  '': [''],
};

/** Each name, and the industries named so. */
const industriesNamed: Record<string, string[]> = {
  Healthcare: ['healthcare'],
  'Real Estate': ['real-estate', 'Real Estate'],
  Retail: ['retail'],
  'Food & Beverage': ['food-beverage'],
  General: ['other', ''],
  'Space Mining': ['Space Mining'],
};

const cases = (table: Record<string, string[]>) => Object.entries(table).flatMap(([result, industries]) => industries.map((industry) => [industry, result]));

describe('kitIndustryKey', () => {
  it.each(cases(industriesBy))('reads %j as %j', (industry, key) => {
    expect(kitIndustryKey(industry)).toBe(key);
  });
});

describe('kitIndustryName', () => {
  it.each(cases(industriesNamed))('names %j %j', (industry, name) => {
    expect(kitIndustryName(industry)).toBe(name);
  });
});
