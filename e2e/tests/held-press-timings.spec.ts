import { expect, test } from '../support/test';
import { pauseClock } from '../support/clock';
import { holdRequests } from '../support/held-requests';
import { uniqueEmail, waitForRows } from '../support/db';

// A press on a part of the page whose code has not come yet is held and acted on once it has
// (shell/src/hydration/early-input.ts). The spec's delays it starts count from the press, not
// from when the code came: with the page's clock paused, a test that presses, moves the clock by
// the spec's delay and only then lets the code arrive sees the delay's effect at once.

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test('Get AI Healthcare Bot: the industry is preselected and Full Name focused 800 ms after the press', async ({ page }) => {
  const details = await holdRequests(page, '**/home-industry-details.*.js');
  await page.goto('/');
  await pauseClock(page);
  await page.getByRole('button', { name: 'Get AI Healthcare Bot' }).click();
  await page.clock.runFor(800);
  details.release();

  const form = page.getByRole('form', { name: 'Template kit download' });
  await expect(form.getByLabel('Industry', { exact: true })).toHaveValue('healthcare');
  await expect(form.getByLabel('Full Name')).toBeFocused();
});

test('Start Healthcare Demo: the first line comes 1 s after the press', async ({ page }) => {
  const demos = await holdRequests(page, '**/home-demo-section.*.js');
  await page.goto('/');
  await pauseClock(page);
  await page.getByRole('button', { name: 'Start Healthcare Demo' }).click();
  await page.clock.runFor(1000);
  demos.release();

  await expect(page.getByRole('log', { name: /^Conversation with / })).toContainText('Hello! I’m your AI health assistant.');
});

test('the industry-page generator: the script page opens 2 s after the press once the records are stored', async ({ page }) => {
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
  await page.clock.runFor(2000);
  generatorCode.release();

  await expect(page).toHaveURL('/generate-bot-script/healthcare/held-clinic');
  const [generation] = await waitForRows('bot_generations', { email });
  expect(generation).toMatchObject({ company_name: 'Held Clinic', name: 'Hana Held', industry: 'healthcare' });
  const [lead] = await waitForRows('leads', { email });
  expect(lead).toMatchObject({ lead_source: 'healthcare_bot_generator', lead_type: 'bot_generation' });
});
