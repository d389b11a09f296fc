import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { serviceRoleKey } from 'supabase/scripts/keys.mjs';
import { formatCount, formatRate } from '../../insights/src/format';
import { supabaseUrl } from '../../tooling/ports.mjs';
import { expectNoAxeViolations } from '../support/axe';
import { answerDialogs } from '../support/browser-dialogs';
import { callAsStaff, uniqueEmail, waitForRows } from '../support/db';
import { captureMailDrafts } from '../support/mail-drafts';
import { attachmentText, inboxMessages } from '../support/mail-inbox';
import { sessionIdOf } from '../support/session';
import { expect, test } from '../support/test';

// `pnpm insights` against the real stack after real visits, its report opened in Chromium, and its
// weekly e-mail in the real inbox. The database is shared with the suites running beside this one:
// the known visits carry a source and a campaign of this run's own, and the figures of a page
// (which other visitors reach too) are compared with what the database says for the same period.
test.describe.configure({ mode: 'serial' });
// axe is injected as a script, which the report's own policy forbids: the browser ignores the policy,
// so the checks below also show that the file itself loads nothing.
test.use({ bypassCSP: true });

const run = randomUUID().slice(0, 8);
const source = `insights-${run}`;
const markupCampaign = `<img src=x onerror=alert(1)> ${run}`;
const since = new Date(Date.now() - 1000);
let until: Date;

const insightsCommand = fileURLToPath(new URL('../../insights/insights.mjs', import.meta.url));
const runCommand = promisify(execFile);

/** `pnpm insights <args>` as staff run it, against this stack and its inbox, for this test's period. */
function insights(...args: string[]) {
  const env = { ...process.env, SUPABASE_URL: supabaseUrl(), SUPABASE_SERVICE_ROLE_KEY: process.env.SUPABASE_SERVICE_ROLE_KEY ?? serviceRoleKey };
  return runCommand(process.execPath, [insightsCommand, '--since', since.toISOString(), '--until', until.toISOString(), ...args], { env });
}

/** A visitor of their own (a fresh browser context: a session and a first touch of its own). */
async function visitor(browser: Browser, address: string, act: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // A demo request opens a mail draft: recorded instead of launching a mail program.
    await captureMailDrafts(page);
    await page.goto(address);
    const sessionId = await sessionIdOf(page);
    await act(page);
    // The tracker sends its batch within seconds: the visit counts once its page view is stored.
    await waitForRows('user_interactions', { session_id: sessionId, interaction_type: 'page_view' });
  } finally {
    await context.close();
  }
}

/** The cells of the row whose header is `header`, in the table under the heading `heading`. */
function rowCells(page: Page, heading: string, header: string, other?: string) {
  const table = page.getByRole('heading', { name: heading }).locator('xpath=following-sibling::table[1]');
  const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: header, exact: true }) });
  return (other === undefined ? rows : rows.filter({ has: page.getByRole('cell', { name: other, exact: true }) })).getByRole('cell').allTextContents();
}

test('the report shows the known visits’ counts and rates, matching the database, and opens cleanly in Chromium', async ({ browser, page }) => {
  test.setTimeout(120_000);
  await visitor(browser, `/healthcare?utm_source=${source}`, async (visit) => {
    const email = uniqueEmail('insights-demo');
    answerDialogs(visit, ['Ines Sight', email, 'Sight Clinic', '']);
    await visit.getByRole('button', { name: 'Request Healthcare Demo' }).first().click();
    await waitForRows('leads', { email });
  });
  await visitor(browser, `/healthcare?utm_source=${source}`, async () => {});
  await visitor(browser, `/?utm_source=newsletter&utm_campaign=${encodeURIComponent(markupCampaign)}`, async (visit) => {
    const email = uniqueEmail('insights-kit');
    const form = visit.getByRole('form', { name: 'Template kit download' });
    await form.getByLabel('Full Name').fill('Kit Sight');
    await form.getByLabel('Business Email').fill(email);
    const download = visit.waitForEvent('download');
    await form.getByRole('button', { name: 'Download Free Templates' }).click();
    await download;
    await waitForRows('leads', { email });
  });
  until = new Date();

  const file = path.join(await mkdtemp(path.join(tmpdir(), 'insights-')), 'report.html');
  const requests: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('dialog', (dialog) => problems.push(`dialog: ${dialog.message()}`));

  // Pages are reached by other suites' visitors too, whose tracking batches may still come in for
  // this period: the report is made again until it and the database agree.
  let healthcare: Record<string, unknown> | undefined;
  await expect(async () => {
    const { stdout } = await insights('--out', file);
    expect(stdout).toContain(`to ${file}`);
    healthcare = (await callAsStaff('insights_funnels', { since: since.toISOString(), until: until.toISOString() })).find(
      (row) => row.dimension === 'page' && row.page_path === '/healthcare',
    );
    await page.goto(pathToFileURL(file).href);
    const shown = await rowCells(page, 'Every page', '/healthcare');
    const counts = ['visitors', 'engaged', 'started_form', 'requested', 'requests'].map((column) => formatCount(Number(healthcare?.[column])));
    expect(shown.slice(0, 6)).toEqual([...counts, formatRate(Number(healthcare?.conversion_rate))]);
  }).toPass({ timeout: 60_000 });
  expect(Number(healthcare?.visitors)).toBeGreaterThanOrEqual(2);
  expect(Number(healthcare?.requested)).toBeGreaterThanOrEqual(1);

  // This run's visitors: exactly two from its source, one of whom asked for a demo; one from the
  // newsletter whose campaign is markup, who downloaded a kit.
  expect(await rowCells(page, 'Every source and campaign', source)).toEqual(['(none)', '2', '1', '1', '1', '1', '50%', expect.stringMatching(/ min$/)]);
  expect(await rowCells(page, 'Every source and campaign', 'newsletter', markupCampaign)).toEqual([markupCampaign, '1', '1', '1', '1', '1', '100%', expect.stringMatching(/ min$/)]);
  await expect(page.getByRole('table').getByRole('cell', { name: markupCampaign, exact: true }).first()).toBeVisible();
  await expect(page.locator('img')).toHaveCount(0);

  const funnel = page.getByRole('figure', { name: 'Healthcare (/healthcare)' });
  await expect(funnel.getByRole('img')).toHaveAttribute('aria-label', new RegExp(`^Funnel of /healthcare: Visitors ${formatCount(Number(healthcare?.visitors))} \\(100%\\)`));
  await expect(page.getByRole('figure', { name: 'Requests by source and campaign' })).toBeVisible();
  await expect(page.getByRole('figure', { name: /^Requests per day/ })).toBeVisible();
  for (const figure of await page.getByRole('figure').all()) {
    await expect(figure.locator('figcaption')).not.toBeEmpty();
    await expect(figure.getByRole('img')).toHaveAttribute('aria-label', /\S/);
    await expect(figure.getByRole('table')).toBeVisible();
  }

  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
  expect(new Set(requests)).toEqual(new Set([pathToFileURL(file).href]));
});

test('the weekly e-mail reaches the sales inbox with the report attached', async () => {
  const { stdout } = await insights('--email');
  expect(stdout).toContain('Sent the summary of ');
  const fileName = `insights-${until.toISOString().slice(0, 10)}.html`;

  let report = '';
  await expect
    .poll(async () => {
      for (const message of await inboxMessages()) {
        const attachment = message.attachments?.find(({ filename }) => filename === fileName);
        if (!message.subject.startsWith('Insights ') || !attachment) continue;
        const attached = await attachmentText(message.id, attachment.generatedFileName);
        if (!attached.includes(source)) continue;
        report = attached;
        expect(attachment.contentType).toBe('text/html');
        expect(message.to.map(({ address }) => address)).toEqual(['sales@salesiq.localhost']);
        expect(message.html).toContain('Visitors who made a request');
        expect(message.html).not.toMatch(/<img/i);
        return true;
      }
      return false;
    })
    .toBe(true);
  expect(report.startsWith('<!doctype html>')).toBe(true);
  expect(report).toContain(`&lt;img src=x onerror=alert(1)&gt; ${run}`);
  expect(report).not.toContain(markupCampaign);
});
