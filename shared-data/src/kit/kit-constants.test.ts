import { describe, expect, it } from '@rstest/core';
import { kitTargets, leadScoreIncrements, sampleDealAmount } from './kit-constants';

describe('sampleDealAmount', () => {
  it.each([
    ['healthcare', 500],
    ['finance', 10000],
    ['retail', 200],
    ['automotive', 25000],
    ['real-estate', 50000],
    ['travel', 2000],
    ['education', 15000],
    ['manufacturing', 5000],
    ['hospitality', 800],
    ['legal', 2500],
    ['fitness', 1200],
    ['other', 1000],
    ['telecom', 1000],
    ['', 1000],
  ])('is %s: %i', (industry, amount) => {
    expect(sampleDealAmount(industry)).toBe(amount);
  });
});

describe('lead scoring and targets', () => {
  it('uses the sample increments', () => {
    expect(Object.fromEntries(leadScoreIncrements.map(({ event, points }) => [event, points]))).toEqual({
      greeting: 10,
      booking: 25,
      pricing: 20,
      fallback: 5,
      slot_fill_start: 30,
      final: 40,
    });
  });

  it('targets months 1, 3 and 6', () => {
    expect(kitTargets).toEqual([
      { month: 1, conversations: '50+', accuracy: '70%', conversion: '30%' },
      { month: 3, conversations: '200+', accuracy: '85%', conversion: '45%', roi: '200%' },
      { month: 6, conversations: '500+', accuracy: '95%', conversion: '60%', roi: '400%' },
    ]);
  });
});
