import { describe, expect, it } from '@rstest/core';
import { campaignLabel, formatCount, formatDay, formatMinutes, formatMoment, formatRate } from './format';

describe('format', () => {
  it('writes counts with separators, rates as percentages to a tenth and minutes or their absence', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatRate(0.5)).toBe('50%');
    expect(formatRate(0.6667)).toBe('66.7%');
    expect(formatRate(0)).toBe('0%');
    expect(formatMinutes(3.5)).toBe('3.5 min');
    expect(formatMinutes(null)).toBe('no request');
  });

  it('writes a moment in the report’s time zone and a day as the database counted it', () => {
    expect(formatMoment(new Date('2026-03-10T12:00:00Z'), 'Australia/Melbourne')).toBe('10 Mar 2026, 23:00');
    expect(formatDay('2026-03-10')).toBe('Tue 10 Mar');
  });

  it('names a missing campaign', () => {
    expect(campaignLabel('')).toBe('(none)');
    expect(campaignLabel('autumn')).toBe('autumn');
  });
});
