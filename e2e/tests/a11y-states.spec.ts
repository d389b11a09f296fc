import { expect, type Page, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { answerDialogs } from '../support/browser-dialogs';
import { chatLines } from '../support/chat-lines';
import { uniqueEmail } from '../support/db';
import { captureDownload } from '../support/downloads';
import { pauseClock } from '../support/clock';

// The site's CSP forbids inline scripts; axe is injected as one.
test.use({ bypassCSP: true });

const start = Date.parse('2026-03-02T09:00:00Z');

/** Installs a clock and stops it once the page has rendered, so timed states stay open while axe runs. */
async function gotoPaused(page: Page, path: string, heading: string | RegExp) {
  await page.clock.install({ time: start });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await pauseClock(page);
}

/** The industry-page generator: its form is in the page's HTML; its code comes as it nears the viewport. */
async function gotoGenerator(page: Page, path: string, heading: string) {
  await page.clock.install();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.locator('#ai-bot-generator').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Generate My AI Bot Script' })).toBeVisible();
}


test.describe('accessibility of open states (axe, WCAG 2.2 A/AA)', () => {
  test('template-download dialog', async ({ page }) => {
    await gotoPaused(page, '/real-estate', 'SalesIQ for Real Estate');
    await page.getByRole('button', { name: 'Download Template Kit' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Get the Real Estate Template Kit' })).toBeVisible();
    await expectNoAxeViolations(page, { pausedClock: true });
  });

  test('template-download dialog success view', async ({ page }) => {
    await gotoPaused(page, '/finance', 'SalesIQ for Finance');
    await page.getByRole('button', { name: 'Download Template Kit' }).first().click();
    const dialog = page.getByRole('dialog', { name: /Template Kit/ });
    await dialog.getByLabel('Full Name').fill('Ana Ruiz');
    await dialog.getByLabel('Email Address').fill(uniqueEmail('a11y-kit'));
    await dialog.getByLabel('Company Name').fill('Ruiz Capital');
    await captureDownload(page, () => dialog.getByRole('button', { name: 'Download Templates' }).click());
    await expect(dialog.getByRole('status')).toContainText('Download Started!');
    await expectNoAxeViolations(page, { pausedClock: true });
  });

  test('home thank-you modal', async ({ page }) => {
    await gotoPaused(page, '/', /./);
    const leadMagnet = page.getByRole('form', { name: 'Template kit download' });
    await leadMagnet.getByLabel('Full Name').fill('Ana Ruiz');
    await leadMagnet.getByLabel('Business Email').fill(uniqueEmail('a11y-thanks'));
    await leadMagnet.getByLabel('Company Name').fill('Bright Clinic');
    await leadMagnet.getByLabel('Industry', { exact: true }).selectOption('healthcare');
    await captureDownload(page, () => page.getByRole('button', { name: 'Download Free Templates' }).click());
    await expect(page.getByRole('dialog', { name: 'Thank you, Ana!' })).toBeVisible();
    await expectNoAxeViolations(page, { pausedClock: true });
  });

  test('demo chat open with a reply, then minimised', async ({ page }) => {
    await gotoGenerator(page, '/retail', 'SalesIQ for Retail');
    await pauseClock(page);
    await page.getByRole('button', { name: 'Try Our Retail AI Bot Now!' }).click();
    const chat = page.getByRole('region', { name: 'Retail AI Shopping Assistant' });
    await expect(chat.getByRole('status', { name: /is typing/ })).toBeVisible();
    await expectNoAxeViolations(page, { pausedClock: true });
    await page.clock.runFor(1000);
    await chat.getByRole('button', { name: 'Find products' }).click();
    await page.clock.runFor(2000);
    await expect(chat.getByRole('log').locator(':scope > *')).not.toHaveCount(0);
    await expectNoAxeViolations(page, { pausedClock: true });
    await chat.getByRole('button', { name: 'Minimise chat' }).click();
    await expect(chat).toHaveAttribute('data-minimized', 'true');
    await expectNoAxeViolations(page, { pausedClock: true });
  });

  test('on a phone: the home page with its sideways row of sample chats, and a demo chat longer than its box', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoPaused(page, '/', /AI Chatbot Templates/);
    await expectNoAxeViolations(page, { pausedClock: true });

    await gotoPaused(page, '/retail', 'SalesIQ for Retail');
    await page.getByRole('button', { name: 'Try Our Retail AI Bot Now!' }).click();
    const chat = page.getByRole('region', { name: 'Retail AI Shopping Assistant' });
    await page.clock.runFor(1000);
    await chat.getByRole('button', { name: 'Find products' }).click();
    await page.clock.runFor(2000);
    await expect(chatLines(chat.getByRole('log')).bot).toHaveCount(2);
    await expectNoAxeViolations(page, { pausedClock: true });
  });

  test('industry-page generator with every error shown', async ({ page }) => {
    await gotoGenerator(page, '/healthcare', 'SalesIQ for Healthcare');
    await page.getByRole('button', { name: 'Generate My AI Bot Script' }).click();
    await expect(page.getByText('Primary goal is required', { exact: true })).toBeVisible();
    await pauseClock(page);
    await expectNoAxeViolations(page, { pausedClock: true });
  });

  test('industry-page generator while generating', async ({ page }) => {
    await gotoGenerator(page, '/retail', 'SalesIQ for Retail');
    await page.getByLabel('Company Name').fill('Shop & Sons');
    await page.getByLabel('Your Name').fill('Jo Tester');
    await page.getByLabel('Business Email').fill(uniqueEmail('a11y-generator'));
    await page.getByLabel('Primary Goal').selectOption({ index: 1 });
    await pauseClock(page);
    await page.getByRole('button', { name: 'Generate My AI Bot Script' }).click();
    await expect(page.getByRole('button', { name: 'Generating your custom AI Bot script...' })).toBeVisible();
    await expectNoAxeViolations(page, { pausedClock: true });
  });

  test('guide form spinner', async ({ page }) => {
    await gotoPaused(page, '/personalized-guide', /./);
    await page.getByLabel('Your Name').fill('Ana Silva');
    await page.getByLabel('Company Name').fill('Silva Law');
    await page.getByLabel('Business Email').fill(uniqueEmail('a11y-guide'));
    await page.getByLabel('Select Industry').selectOption('legal');
    await page.getByRole('button', { name: 'Get My Personalized Guide' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Creating your personalized guide...' })).toBeVisible();
    await expectNoAxeViolations(page, { pausedClock: true });
  });

  test('home demo booking and custom-template prompts leave the page clean', async ({ page }) => {
    answerDialogs(page, []);
    await gotoPaused(page, '/', /./);
    await expectNoAxeViolations(page, { pausedClock: true });
  });
});
