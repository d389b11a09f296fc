import { expect, type Page, type Request, test } from '../support/test';
import { answerDialogs } from '../support/browser-dialogs';
import { expectOutboxesDrained } from '../support/data-api-faults';
import { selectRows, uniqueEmail, waitForRows } from '../support/db';

const leadsApi = '**/rest/v1/leads*';

async function submitFooterContact(page: Page, email: string) {
  answerDialogs(page, ['Outbox Visitor', email, 'Offline Co']);
  await page.getByRole('contentinfo').getByRole('link', { name: /hello@salesiqbotstudio\.com/ }).click();
}

test.describe('durable outbox', () => {
  test('a lead made while the API is unreachable arrives exactly once after a reload and a second tab', async ({ page, context }) => {
    const email = uniqueEmail('outbox');
    // Blocked for the whole browser context: a keepalive flush during reload must not get through.
    await context.route(leadsApi, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await submitFooterContact(page, email);
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.includes('outbox')))).toBe(true);
    const second = await context.newPage();
    await second.goto('/finance');
    expect(await selectRows('leads', { email })).toHaveLength(0);

    // Chromium's keepalive flush at pagehide may get through here (routing cannot hold it back):
    // either way the record must end up stored exactly once.
    await page.reload();

    await context.unroute(leadsApi);
    await Promise.all([page.reload(), second.reload()]);

    await waitForRows('leads', { email }, 1);
    await expectOutboxesDrained([page, second], email);
    expect(await selectRows('leads', { email })).toHaveLength(1);
  });

  test("a lead's insert finishes in the browser's network log (a response left unread is cancelled, and shows as failed)", async ({ page }) => {
    const email = uniqueEmail('clean-insert');
    const outcomes: string[] = [];
    const isLeadInsert = (request: Request) => request.method() === 'POST' && request.url().includes('/rest/v1/leads');
    page.on('requestfinished', (request) => isLeadInsert(request) && outcomes.push('finished'));
    page.on('requestfailed', (request) => isLeadInsert(request) && outcomes.push(`failed: ${request.failure()?.errorText}`));
    await page.goto('/');
    await submitFooterContact(page, email);

    await waitForRows('leads', { email });
    await expect.poll(() => outcomes).toEqual(['finished']);
  });

  test('a lead survives the API answering 500 for a while', async ({ page }) => {
    const email = uniqueEmail('outbox500');
    let failures = 0;
    await page.route(leadsApi, (route) => {
      failures += 1;
      return route.fulfill({ status: 500, json: { message: 'temporarily down' } });
    });
    await page.goto('/');
    await submitFooterContact(page, email);
    await expect.poll(() => failures).toBeGreaterThan(0);
    await page.unroute(leadsApi);
    await page.reload();
    await waitForRows('leads', { email }, 1);
  });
});
