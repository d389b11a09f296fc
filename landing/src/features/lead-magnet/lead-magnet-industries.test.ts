import { describe, expect, it } from '@rstest/core';
import { industryPageFor, leadMagnetIndustryOptions, toLeadMagnetIndustry } from './lead-magnet-industries';

/** SPEC §3 "Home lead-magnet industry values", as the spec lists them. */
const specValues = 'healthcare, finance, retail, real-estate, travel, education, manufacturing, hospitality, automotive, legal, other'.split(', ');

describe('lead-magnet industries', () => {
  it('offers the eleven values of the spec with readable labels', () => {
    expect(leadMagnetIndustryOptions.map((option) => option.value)).toEqual(specValues);
    expect(leadMagnetIndustryOptions.find((option) => option.value === 'real-estate')?.label).toBe('Real Estate');
  });

  it.each(['healthcare', 'real-estate', 'education', 'other'])('preselects %j as itself', (value) => {
    expect(toLeadMagnetIndustry(value)).toBe(value);
  });

  it.each(['fitness', ''])('preselects %j as other', (value) => {
    expect(toLeadMagnetIndustry(value)).toBe('other');
  });

  it('leads to the industry page when there is one', () => {
    expect(industryPageFor('real-estate')).toEqual({ path: '/real-estate', name: 'Real Estate' });
    expect(industryPageFor('retail')).toEqual({ path: '/retail', name: 'Retail' });
    expect(industryPageFor('other')).toBeNull();
    expect(industryPageFor('')).toBeNull();
  });
});
