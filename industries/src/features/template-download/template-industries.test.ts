import { describe, expect, it } from '@rstest/core';
import { templateIndustryOptions, templateIndustryOptionsFor } from './template-industries';

/** SPEC §2 "Template-download dialog" select options, as the spec lists them (Retail by its label). */
const specLabels = 'Healthcare, Finance, Retail/E-commerce, Real Estate, Travel, Education, Manufacturing, Hospitality, Automotive, Legal, Fitness'.split(', ');

describe('template industry options', () => {
  it('lists the eleven industries of SPEC §2, Retail labelled Retail/E-commerce', () => {
    expect(templateIndustryOptions.map((option) => option.label)).toEqual(specLabels);
    expect(templateIndustryOptions.find((option) => option.label === 'Retail/E-commerce')?.value).toBe('Retail');
  });

  it('keeps the eleven on their own pages', () => {
    expect(templateIndustryOptionsFor('Legal')).toBe(templateIndustryOptions);
  });

  it('adds the page industry when it is not among the eleven', () => {
    const options = templateIndustryOptionsFor('Food & Beverage');
    expect(options).toHaveLength(12);
    expect(options.at(-1)).toEqual({ value: 'Food & Beverage', label: 'Food & Beverage' });
  });
});
