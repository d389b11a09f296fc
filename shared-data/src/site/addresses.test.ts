import { expect, it } from '@rstest/core';
import { guideResultAddress, scriptPageAddress } from './addresses';

it.each([
  ['healthcare', 'Acme Health', '/generate-bot-script/healthcare/acme-health'],
  ['retail', '  --Shop & Co., Ltd.--  ', '/generate-bot-script/retail/shop-co-ltd'],
  ['real-estate', 'Café Zoë', '/generate-bot-script/real-estate/cafe-zoe'],
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
