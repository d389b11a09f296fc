import { describe, expect, it } from '@rstest/core';
import { kitIndustryKey, kitIndustryName } from './kit-industry';

describe('kitIndustryKey', () => {
  it.each([
    ['healthcare', 'healthcare'],
    ['Healthcare', 'healthcare'],
    ['Real Estate', 'real-estate'],
    ['real-estate', 'real-estate'],
    ['realestate', 'real-estate'],
    ['Retail/E-commerce', 'retail'],
    ['E-commerce', 'retail'],
    ['ecommerce', 'retail'],
    ['Food & Beverage', 'food-beverage'],
    ['  Fitness ', 'fitness'],
    ['other', 'other'],
    ['', ''],
  ])('reads %j as %j', (industry, key) => {
    expect(kitIndustryKey(industry)).toBe(key);
  });
});

describe('kitIndustryName', () => {
  it.each([
    ['healthcare', 'Healthcare'],
    ['real-estate', 'Real Estate'],
    ['Real Estate', 'Real Estate'],
    ['retail', 'Retail'],
    ['food-beverage', 'Food & Beverage'],
    ['other', 'General'],
    ['', 'General'],
    ['Space Mining', 'Space Mining'],
  ])('names %j %j', (industry, name) => {
    expect(kitIndustryName(industry)).toBe(name);
  });
});
