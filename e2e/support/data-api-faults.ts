import { type BrowserContext, expect, type Page } from '@playwright/test';
import { ports } from '../../tooling/ports.mjs';
import { selectRows, waitForRows } from './db';
import type { SubmissionFlow } from './submission-flows';

export const dataApi = `http://127.0.0.1:${ports.gateway}/rest/v1/**`;

/** Ways the data API can fail, applied to every tab of the browser context. */
export const dataApiFaults = {
  unreachable: (context: BrowserContext) => context.route(dataApi, (route) => route.abort('connectionrefused')),
  'answering 500': (context: BrowserContext) =>
    context.route(dataApi, (route) => route.fulfill({ status: 500, json: { message: 'temporarily down' } })),
};

/** The outbox retries when the browser says it is back online, without a reload. */
export const announceOnline = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('online')));

/**
 * Waits until no tab's outbox holds anything with `text` any more: from then on nothing of it can
 * be sent again, so a count of its rows is final.
 */
export async function expectOutboxesDrained(tabs: Page[], text: string) {
  for (const tab of tabs) {
    await expect.poll(() => tab.evaluate(() => JSON.stringify(localStorage)), { timeout: 30_000 }).not.toContain(text);
  }
}

/** Every record of the flow is stored once, and no tab holds anything that could add another. */
export async function expectStoredExactlyOnce(flow: SubmissionFlow, email: string, tabs: Page[]) {
  for (const table of flow.records) await waitForRows(table, { email }, 1, 20_000);
  await expectOutboxesDrained(tabs, email);
  for (const table of flow.records) expect(await selectRows(table, { email }), `${table} rows`).toHaveLength(1);
}
