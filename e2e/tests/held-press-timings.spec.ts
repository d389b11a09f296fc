import { expect, type Page, test } from '../support/test';
import { pauseClock } from '../support/clock';
import { holdRequests } from '../support/held-requests';
import { uniqueEmail } from '../support/db';
import { expectRecordThenLead } from '../support/stored-records';

// A press on a part of the page whose code has not come yet is held by the page's event contract
// (shell/src/hydration/event-contract.mjs) and acted on once the part is live. The spec's delays
// count from when the code acts on the press (ARCHITECTURE decision 14): what the press does at
// once shows as soon as the code has come, and the delay runs from there on the page's clock.

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

/** Opens `path` with the chunk matching `code` held back, presses `button` on the paused clock, then lets the chunk come. */
async function pressBeforeItsCode(page: Page, { code, path, button }: { code: string; path: string; button: string }) {
  const held = await holdRequests(page, code);
  await page.goto(path);
  await pauseClock(page);
  await page.getByRole('button', { name: button }).click();
  held.release();
}

test('Get AI Healthcare Bot pressed before its code: the form scrolls into view, then 800 ms on, healthcare is preselected', async ({ page }) => {
  await pressBeforeItsCode(page, { code: '**/home-industry-details.*.js', path: '/', button: 'Get AI Healthcare Bot' });

  const form = page.getByRole('form', { name: 'Template kit download' });
  await expect(form).toBeInViewport();
  await page.clock.runFor(799);
  await expect(form.getByLabel('Industry', { exact: true })).toHaveValue('');
  await page.clock.runFor(1);
  await expect(form.getByLabel('Industry', { exact: true })).toHaveValue('healthcare');
  await expect(form.getByLabel('Full Name')).toBeFocused();
});

test('Start Healthcare Demo pressed before its code: the chat opens typing, and its first line comes 1 s on', async ({ page }) => {
  await pressBeforeItsCode(page, { code: '**/home-demo-section.*.js', path: '/', button: 'Start Healthcare Demo' });

  const conversation = page.getByRole('log', { name: /^Conversation with / });
  await expect(page.getByPlaceholder('Type your message...')).toBeVisible();
  await page.clock.runFor(999);
  await expect(conversation).not.toContainText('Hello! I’m your AI health assistant.');
  await page.clock.runFor(1);
  await expect(conversation).toContainText('Hello! I’m your AI health assistant.');
});

test('the industry-page generator pressed before its code: it says it is generating, and the script page opens 2 s on', async ({ page }) => {
  const generatorCode = await holdRequests(page, '**/__federation_expose_industry_generator*.js');
  await page.goto('/healthcare');
  await pauseClock(page);
  const form = page.getByRole('form', { name: 'AI bot generator' });
  await form.getByLabel('Company Name').fill('Held Clinic');
  await form.getByLabel('Your Name').fill('Hana Held');
  const email = uniqueEmail('held-press');
  await form.getByLabel('Business Email').fill(email);
  await form.getByLabel('Primary Goal').selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Generate My AI Bot Script' }).click();
  generatorCode.release();

  await expect(form.getByRole('button', { name: 'Generating your custom AI Bot script...' })).toBeDisabled();
  await expectRecordThenLead('bot_generations', email, {
    record: { company_name: 'Held Clinic', name: 'Hana Held', industry: 'healthcare' },
    lead: { lead_source: 'healthcare_bot_generator', lead_type: 'bot_generation' },
  });
  await page.clock.runFor(2000);
  await expect(page).toHaveURL('/generate-bot-script/healthcare/held-clinic');
});
