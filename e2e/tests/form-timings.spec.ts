import { type BrowserContext, expect, type Locator, type Page, type Route, test } from '../support/test';
import { announceOnline, dataApi, expectOutboxesDrained } from '../support/data-api-faults';
import { selectRows, uniqueEmail, waitForRows } from '../support/db';
import { pauseClock } from '../support/clock';

// SPEC §4/§9 timings whatever the data API does (hanging with no answer, or answering 500): the
// industry-page generator opens the script page at 3 s (2 s once both records are stored), the
// lead magnet's kit downloads within 1 s, the guide opens at 2.5 s. The records wait in the
// outbox and are stored exactly once when the API is back. The page clock is installed before the
// page loads and paused before the submit, so only `runFor` moves the spec's timers.

interface ApiFault {
  name: string;
  start(context: BrowserContext): Promise<void>;
  recover(context: BrowserContext): Promise<void>;
}

/** Requests reach the API and never get an answer until it recovers; then they go through. */
function hangingApi(): ApiFault {
  const held: Route[] = [];
  return {
    name: 'hanging (no answer)',
    async start(context) {
      await context.route(dataApi, (route) => {
        held.push(route);
      });
    },
    async recover(context) {
      await context.unroute(dataApi);
      // A request the page has given up on meanwhile can no longer be continued.
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    },
  };
}

const failingApi = (): ApiFault => ({
  name: 'answering 500',
  async start(context) {
    await context.route(dataApi, (route) => route.fulfill({ status: 500, json: { message: 'temporarily down' } }));
  },
  recover: (context) => context.unroute(dataApi),
});

const apiFaults = [hangingApi, failingApi];

const visitor = { name: 'Timing Visitor', company: 'Timing Co' };

/** The API is back: every record of the submission is stored exactly once. */
async function expectStoredOnceAfterRecovery(page: Page, fault: ApiFault, tables: string[], email: string) {
  for (const table of tables) expect(await selectRows(table, { email }), `${table} rows while the API is down`).toHaveLength(0);
  await fault.recover(page.context());
  await page.clock.resume();
  await announceOnline(page);
  for (const table of tables) await waitForRows(table, { email }, 1, 30_000);
  await expectOutboxesDrained([page], email);
  for (const table of tables) expect(await selectRows(table, { email }), `${table} rows`).toHaveLength(1);
}

async function fillGenerator(page: Page, email: string): Promise<Locator> {
  await page.goto('/healthcare');
  const form = page.getByRole('form', { name: 'AI bot generator' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Company Name').fill(visitor.company);
  await form.getByLabel('Your Name').fill(visitor.name);
  await form.getByLabel('Business Email').fill(email);
  await form.getByLabel('Primary Goal').selectOption({ index: 1 });
  return form;
}

const scriptPage = '/generate-bot-script/healthcare/timing-co';

test.describe('industry-page generator', () => {
  test('opens the script page 2 s after submit when both records are stored by then', async ({ page }) => {
    const email = uniqueEmail('timing-generator-up');
    await page.clock.install();
    const form = await fillGenerator(page, email);
    await pauseClock(page);
    const stored = ['bot_generations', 'leads'].map((table) =>
      page.waitForResponse((response) => response.url().includes(`/rest/v1/${table}`) && response.status() === 201),
    );
    await form.getByRole('button', { name: 'Generate My AI Bot Script' }).click();
    await Promise.all(stored);

    await page.clock.runFor(1999);
    await expect(form.getByRole('button', { name: 'Generating your custom AI Bot script...' })).toBeDisabled();
    await page.clock.runFor(1);
    await expect(page).toHaveURL(scriptPage);
  });

  for (const fault of apiFaults.map((make) => make())) {
    test(`with the API ${fault.name}: opens the script page at 3 s, then stores both records once`, async ({ page, context }) => {
      const email = uniqueEmail('timing-generator');
      await page.clock.install();
      const form = await fillGenerator(page, email);
      await fault.start(context);
      await pauseClock(page);
      await form.getByRole('button', { name: 'Generate My AI Bot Script' }).click();

      await page.clock.runFor(2999);
      await expect(form.getByRole('button', { name: 'Generating your custom AI Bot script...' })).toBeDisabled();
      await expect(page).toHaveURL('/healthcare');
      await page.clock.runFor(1);
      await expect(page).toHaveURL(scriptPage);

      await expectStoredOnceAfterRecovery(page, fault, ['bot_generations', 'leads'], email);
      await expect(page.getByRole('heading', { level: 1, name: 'Timing Co AI Bot Script' })).toBeVisible();
    });
  }
});

test.describe('home lead magnet', () => {
  for (const fault of apiFaults.map((make) => make())) {
    test(`with the API ${fault.name}: the kit downloads within 1 s, then both records are stored once`, async ({ page, context }) => {
      const email = uniqueEmail('timing-lead-magnet');
      await page.clock.install();
      await page.goto('/');
      const form = page.getByRole('form', { name: 'Template kit download' });
      await form.scrollIntoViewIfNeeded();
      await form.getByLabel('Full Name').fill(visitor.name);
      await form.getByLabel('Business Email').fill(email);
      await fault.start(context);
      await pauseClock(page);

      let downloaded = '';
      page.on('download', (download) => {
        downloaded = download.suggestedFilename();
      });
      await form.getByRole('button', { name: 'Download Free Templates' }).click();
      await page.clock.runFor(1000);
      await expect.poll(() => downloaded).toBe('SalesIQ-General-Templates-Timing-Visitor.txt');
      await expect(page.getByRole('dialog', { name: 'Thank you, Timing!' })).toBeVisible();

      await expectStoredOnceAfterRecovery(page, fault, ['template_downloads', 'leads'], email);
    });
  }
});

test.describe('guide form', () => {
  for (const fault of apiFaults.map((make) => make())) {
    test(`with the API ${fault.name}: opens the guide at 2.5 s, then stores both records once`, async ({ page, context }) => {
      const email = uniqueEmail('timing-guide');
      await page.clock.install();
      await page.goto('/personalized-guide');
      const submit = page.getByRole('button', { name: 'Get My Personalized Guide' });
      await page.getByLabel('Your Name').fill(visitor.name);
      await page.getByLabel('Company Name').fill(visitor.company);
      await page.getByLabel('Business Email').fill(email);
      await page.getByLabel('Select Industry').selectOption('legal');
      await fault.start(context);
      await pauseClock(page);
      await submit.click();

      await page.clock.runFor(2499);
      await expect(page).toHaveURL('/personalized-guide');
      await page.clock.runFor(1);
      await expect(page).toHaveURL('/salesiq-guide/legal/timing-co');

      await expectStoredOnceAfterRecovery(page, fault, ['personalized_guides', 'leads'], email);
    });
  }
});
