import { describe, expect, it } from '@rstest/core';
import { quickRepliesFor } from './quick-replies';

describe('quickRepliesFor', () => {
  it('gives healthcare, finance and retail their own replies', () => {
    expect(quickRepliesFor('healthcare')).toEqual(['Book appointment', 'Ask about services', 'Emergency info']);
    expect(quickRepliesFor('finance')).toEqual(['Get loan quote', 'Investment advice', 'Account help']);
    expect(quickRepliesFor('retail')).toEqual(['Find products', 'Track order', 'Return policy']);
  });

  it.each(['real-estate', 'travel', 'food-beverage', 'energy', '', 'constructor'])('gives %s the default replies', (industry) => {
    expect(quickRepliesFor(industry)).toEqual(['Yes, interested', 'Tell me more', 'Not right now']);
  });
});
