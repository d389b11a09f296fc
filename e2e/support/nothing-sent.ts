import { expect, type Page } from '@playwright/test';

/**
 * Watches what the page writes to the given tables from now on. `expectNothingWith(text)` holds
 * when no request to them carried `text` and the outbox holds nothing with it either, so nothing
 * with it was sent and nothing can be sent later: no sleeping needed.
 */
export function watchRecordWrites(page: Page, tables: string[]) {
  const bodies: string[] = [];
  page.on('request', (request) => {
    const table = new URL(request.url()).pathname.split('/rest/v1/')[1];
    if (request.method() === 'POST' && table && tables.includes(table)) bodies.push(request.postData() ?? '');
  });
  return {
    async expectNothingWith(text: string) {
      expect(bodies.filter((body) => body.includes(text))).toEqual([]);
      expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(text);
    },
  };
}
