import { describe, expect, it } from '@rstest/core';
import { industryFilterValue } from './industry-filter-value';

describe('industryFilterValue', () => {
  it('strips spaces and punctuation from every spelling of an industry, leaving case to the database', () => {
    const spellings = ['real-estate', 'Real Estate', 'real_estate', 'REAL ESTATE', ' real  estate ', 'RealEstate'];
    expect(spellings.map((spelling) => industryFilterValue(spelling).toLowerCase())).toEqual(spellings.map(() => 'realestate'));
    expect(industryFilterValue('Food & Beverage')).toBe('FoodBeverage');
    expect(industryFilterValue('food-beverage')).toBe('foodbeverage');
    expect(industryFilterValue('E-commerce')).toBe('Ecommerce');
  });

  it('leaves no wildcard of ilike or of PostgREST in the value', () => {
    expect(industryFilterValue('%real_estate*')).toBe('realestate');
    expect(industryFilterValue('\\health.care')).toBe('healthcare');
  });

  it('keeps letters and digits, whatever the script', () => {
    expect(industryFilterValue('Éducation 2.0')).toBe('Éducation20');
  });
});
