import { expect, type Page, test } from '../support/test';
import { selectRows, uniqueEmail, waitForRows } from '../support/db';
import { dataApi, expectOutboxesDrained } from '../support/data-api-faults';
import { holdRequests } from '../support/held-requests';
import { fillLeadMagnet } from '../support/lead-magnet';

// A test's fake clock moves in jumps: hours in one step, or past several of the spec's delays at
// once. The page's code and its saves are on their way in real time meanwhile; a jump must not
// make them look lost (a chunk given up, a save logged as failed).

test('the clock set at a time and moved two hours on right after the page loads (Playwright’s own pattern): the page still answers', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const installedAt = Date.parse('2026-02-02T08:00:00Z');
  await page.clock.install({ time: installedAt });
  await page.goto('/retail');
  await page.clock.pauseAt(installedAt + 2 * 60 * 60 * 1000);

  await page.getByRole('button', { name: 'Try Our Retail AI Bot Now!' }).click();
  await page.clock.runFor(1000);
  await expect(page.getByRole('region', { name: 'Retail AI Shopping Assistant' }).getByRole('log')).toContainText('Hi there! I’m the Retail AI Shopping Assistant.');
  await page.getByRole('button', { name: 'Download Templates' }).click();
  await expect(page.getByRole('dialog', { name: 'Get the Retail Template Kit' })).toBeVisible();
  expect(errors).toEqual([]);
});

/** Opens the home page on an installed page clock and fills the lead magnet; `messages` collects the console. */
async function fillLeadMagnetOnClock(page: Page, visitor: { name: string; email: string }) {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.clock.install();
  await page.goto('/');
  return { form: await fillLeadMagnet(page, visitor), messages };
}

/** The lead magnet's two records are stored once each, and no save was logged as failed. */
async function expectStoredOnceAndNoFailedSave(page: Page, email: string, messages: string[]) {
  for (const table of ['template_downloads', 'leads']) await waitForRows(table, { email });
  await expectOutboxesDrained([page], email);
  for (const table of ['template_downloads', 'leads']) expect(await selectRows(table, { email }), `${table} rows`).toHaveLength(1);
  expect(messages.filter((text) => text.startsWith('Error saving'))).toEqual([]);
}

test('a save still on its way when the clock jumps past 5 s is stored, and no failed save is logged', async ({ page }) => {
  const email = uniqueEmail('clock-jump');
  const { form, messages } = await fillLeadMagnetOnClock(page, { name: 'Jay Jump', email });
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Download Free Templates' }).click();
  await page.clock.fastForward(10_000);

  await download;
  await expectStoredOnceAndNoFailedSave(page, email, messages);
});

// The lead magnet's two records go out one after the other: the lead waits its turn while the
// template download travels. Held here until the clock has jumped, the way a slow data API holds
// it, the lead is still waiting then: it is no failed save either.
test('a save waiting its turn behind a slow one when the clock jumps past 5 s is stored, and no failed save is logged', async ({ page }) => {
  const email = uniqueEmail('clock-jump-behind');
  const { form, messages } = await fillLeadMagnetOnClock(page, { name: 'Jay Behind', email });
  const slow = await holdRequests(page, dataApi.replace('**', 'template_downloads*'));
  const travelling = page.waitForRequest((request) => request.url().includes('/rest/v1/template_downloads'));
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Download Free Templates' }).click();
  await travelling;
  await page.clock.fastForward(10_000);
  slow.release();

  await download;
  await expectStoredOnceAndNoFailedSave(page, email, messages);
});
