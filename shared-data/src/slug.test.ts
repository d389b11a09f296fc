import { describe, expect, it } from '@rstest/core';
import { companySlug } from './slug';

describe('companySlug', () => {
  it.each([
    ['Acme Health', 'acme-health'],
    ['  --Acme  & Sons, Ltd.--  ', 'acme-sons-ltd'],
    ['Café Zoë', 'cafe-zoe'],
    ['A...B///C', 'a-b-c'],
    ['2024 Clinic', '2024-clinic'],
    ['!!!', ''],
  ])('turns %j into %j', (name, slug) => {
    expect(companySlug(name)).toBe(slug);
  });
});
