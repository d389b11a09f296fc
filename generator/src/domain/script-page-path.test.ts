import { expect, it } from '@rstest/core';
import { scriptPagePath } from './script-page-path';

it.each([
  ['healthcare', 'Acme Health', '/generate-bot-script/healthcare/acme-health'],
  ['retail', '  --Shop & Co., Ltd.--  ', '/generate-bot-script/retail/shop-co-ltd'],
  ['real-estate', 'Café Zoë', '/generate-bot-script/real-estate/cafe-zoe'],
  ['healthcare', '!!!', '/generate-bot-script/healthcare/company'],
])('%s + %j → %s', (industry, company, path) => {
  expect(scriptPagePath(industry, company)).toBe(path);
});
