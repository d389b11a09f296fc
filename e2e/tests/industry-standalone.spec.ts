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
    await expect(page.getByRole('region', { name: 'Fitness AI Fitness Coach' }).getByRole('log')).toContainText('Fitness AI Fitness Coach', { timeout: 5000 });
  });

  test('unknown paths fall back to the healthcare page', async ({ page }) => {
    await page.goto(`${standalone}/not-an-industry`);
    await expect(page).toHaveURL(`${standalone}/healthcare`);
    await expect(page.getByRole('heading', { level: 1, name: 'SalesIQ for Healthcare' })).toBeVisible();
  });
});
