import { expect, it } from '@rstest/core';
import { companySlug } from '../slug';
import { guideResultAddress, scriptPageAddress } from './addresses';

it.each([
  ['healthcare', 'Acme Health', '/generate-bot-script/healthcare/acme-health'],
  ['retail', '  --Shop & Co., Ltd.--  ', '/generate-bot-script/retail/shop-co-ltd'],
  ['real-estate', 'Café Zoë', '/generate-bot-script/real-estate/caf%C3%A9-zo%C3%AB'],
  ['travel', 'Café Zürich', '/generate-bot-script/travel/caf%C3%A9-z%C3%BCrich'],
  ['healthcare', '東京 歯科', `/generate-bot-script/healthcare/${encodeURIComponent('東京-歯科')}`],
  ['healthcare', '!!!', '/generate-bot-script/healthcare/company'],
])('script page address of %s + %j is %s', (industry, company, address) => {
  expect(scriptPageAddress(industry, company)).toBe(address);
});

it.each([
  ['real-estate', 'Harbour Dental & Co.', '/salesiq-guide/real-estate/harbour-dental-co'],
  ['legal', '***', '/salesiq-guide/legal/company'],
])('guide result address of %s + %j is %s', (industry, company, address) => {
  expect(guideResultAddress(industry, company)).toBe(address);
});

it('a slug of any script reads back from the address as the slug, and the address stays one path segment per part', () => {
  for (const company of ['Café Zürich', 'Straße & Söhne', 'हिन्दी सेवा', 'Клиника 24/7']) {
    const [, segment, industry, slug] = guideResultAddress('legal', company).split('/');
    expect([segment, industry]).toEqual(['salesiq-guide', 'legal']);
    expect(decodeURIComponent(slug ?? '')).toBe(companySlug(company));
    expect(slug).toMatch(/^[A-Za-z0-9%-]+$/);
  }
});
