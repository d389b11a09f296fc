import { expect, test } from '../support/test';
import { localOrigin } from '../../tooling/ports.mjs';
import { answerDialogs } from '../support/browser-dialogs';
import { uniqueEmail, waitForRows } from '../support/db';
import { captureDownload } from '../support/downloads';
import { captureMailDrafts } from '../support/mail-drafts';

const standalone = localOrigin('industries');

test.describe('the industries remote standalone', () => {
  test('serves industry pages with the dialog, demo request and chat working', async ({ page }) => {
    const email = uniqueEmail('standalone');
    answerDialogs(page, ['Mia Park', email, 'Park Studio', '']);
    const drafts = await captureMailDrafts(page);
    await page.goto(`${standalone}/fitness`);
    await expect(page.getByRole('heading', { level: 1, name: 'SalesIQ for Fitness' })).toBeVisible();

    await page.getByRole('button', { name: 'Request Fitness Demo' }).click();
    await expect.poll(async () => (await drafts()).length).toBe(1);
    await waitForRows('demo_requests', { email });

    await page.getByRole('button', { name: 'Download Template Kit' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Get the Fitness Template Kit' });
    await dialog.getByLabel('Full Name').fill('Mia Park');
    await dialog.getByLabel('Email Address').fill(email);
    await dialog.getByLabel('Company Name').fill('Park Studio');
    const file = await captureDownload(page, () => dialog.getByRole('button', { name: 'Download Templates' }).click());
    expect(file.fileName).toBe('SalesIQ-Fitness-Templates-Mia-Park.txt');
    await waitForRows('template_downloads', { email });

    await page.getByRole('button', { name: 'Try Our Fitness AI Bot Now!' }).click();
    await expect(page.getByRole('region', { name: 'Fitness AI Fitness Coach' }).getByRole('log')).toContainText('I’m the Fitness AI Fitness Coach', { timeout: 5000 });
  });

  // Playwright's clock, paused before the page loads, stops the page's timers: the page must come
  // without one, its generator form included (React reveals content that replaces a placeholder it
  // has just shown on a timer, so the page is rendered once its content and code are in).
  test('with the clock paused, shows the whole page, its generator form included', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-03-14T09:00:00') });
    await page.clock.pauseAt(new Date('2025-03-14T09:00:05'));
    await page.goto(`${standalone}/healthcare`);
    await expect(page.getByRole('heading', { level: 1, name: 'SalesIQ for Healthcare' })).toBeVisible();
    await page.getByLabel('Company Name').fill('Paused Clinic');
    await expect(page.getByLabel('Company Name')).toHaveValue('Paused Clinic');
  });

  test('its generator opens the script page on its own origin, and a page it does not have opens on the composed site', async ({ page }) => {
    const email = uniqueEmail('standalone-generator');
    await page.clock.install();
    await page.goto(`${standalone}/retail`);
    const form = page.getByRole('form', { name: 'AI bot generator' });
    await form.getByLabel('Company Name').fill('Corner Shop');
    await form.getByLabel('Your Name').fill('Kit Lane');
    await form.getByLabel('Business Email').fill(email);
    await form.getByLabel('Primary Goal').selectOption({ index: 1 });
    const stored = ['bot_generations', 'leads'].map((table) =>
      page.waitForResponse((response) => response.url().includes(`/rest/v1/${table}`) && response.status() === 201),
    );
    await form.getByRole('button', { name: 'Generate My AI Bot Script' }).click();
    await Promise.all(stored);
    await page.clock.runFor(2000);
    await expect(page).toHaveURL(`${standalone}/generate-bot-script/retail/corner-shop`);
    await expect(page.getByRole('heading', { level: 1, name: 'Corner Shop AI Bot Script' })).toBeVisible();
    await expect(page).toHaveTitle('Your AI Bot Script | SalesIQ Bot Studio');
    await expect(page.getByRole('main')).toBeFocused();
    const [generation] = await waitForRows('bot_generations', { email });
    expect([generation?.company_name, generation?.industry]).toEqual(['Corner Shop', 'retail']);
    await waitForRows('leads', { email });

    await page.goto(`${standalone}/finance`);
    await page.getByRole('button', { name: 'Back to All Industries' }).first().click();
    await expect(page).toHaveURL(`${localOrigin('shell')}/`);
    await expect(page.getByRole('heading', { level: 1, name: /AI Chatbot Templates/ })).toBeVisible();
  });

  test('unknown paths fall back to the healthcare page', async ({ page }) => {
    await page.goto(`${standalone}/not-an-industry`);
    await expect(page).toHaveURL(`${standalone}/healthcare`);
    await expect(page.getByRole('heading', { level: 1, name: 'SalesIQ for Healthcare' })).toBeVisible();
  });
});
