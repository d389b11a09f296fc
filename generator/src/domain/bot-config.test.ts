import { describe, expect, it } from '@rstest/core';
import { defaultGoal, goalOf, uniqueEntries } from './bot-config';
import { botConfig } from './testing/bot-config-fixture';

describe('goalOf', () => {
  it('uses the visitor goal, or a default when blank', () => {
    expect(goalOf(botConfig({ primaryGoal: ' Reduce no-shows ' }))).toBe('Reduce no-shows');
    expect(goalOf(botConfig({ primaryGoal: '  ' }))).toBe(defaultGoal);
  });
});

describe('uniqueEntries', () => {
  it('trims, drops blanks and keeps the first of case-insensitive duplicates', () => {
    expect(uniqueEntries([' Stripe ', '', 'stripe', 'Zoho CRM', '  '])).toEqual(['Stripe', 'Zoho CRM']);
  });
});
