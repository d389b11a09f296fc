import { expect, test } from '../support/test';
import { localOrigin } from '../../tooling/ports.mjs';
import { uniqueEmail, waitForRows } from '../support/db';
import { captureDownload } from '../support/downloads';

test.describe('the landing remote on its own origin', () => {
  test('renders the whole home page and its flows work', async ({ page }) => {
    await page.goto(`${localOrigin('landing')}/`);
    await expect(page.getByRole('heading', { level: 1, name: /AI Chatbot Templates/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'AI chatbots for 20+ industries' }).getByRole('link')).toHaveCount(20);
    await expect(page.getByRole('heading', { name: 'Generate your custom AI bot script' })).toBeVisible();

    await page.getByRole('button', { name: 'Get AI Bot Templates' }).click();
    await expect(page.locator('#lead-magnet')).toBeInViewport();

    const email = uniqueEmail('landing-standalone');
    await page.getByLabel('Full Name').fill('Solo Visitor');
    await page.getByLabel('Business Email').fill(email);
    const { fileName } = await captureDownload(page, () => page.getByRole('button', { name: 'Download Free Templates' }).click());
    expect(fileName).toBe('SalesIQ-General-Templates-Solo-Visitor.txt');
    await waitForRows('leads', { email, lead_source: 'template_download' });
  });

  test('sends visitors to the composed site for the pages it does not have: a grid card, the thank-you modal', async ({ page }) => {
    const site = localOrigin('shell');
    await page.goto(`${localOrigin('landing')}/`);
    await page.getByRole('region', { name: 'AI chatbots for 20+ industries' }).getByRole('link', { name: 'Healthcare', exact: true }).click();
    await expect(page).toHaveURL(`${site}/healthcare`);
    await expect(page.getByRole('heading', { level: 1, name: 'SalesIQ for Healthcare' })).toBeVisible();

    await page.goto(`${localOrigin('landing')}/`);
    const form = page.getByRole('form', { name: 'Template kit download' });
    await form.getByLabel('Full Name').fill('Solo Teacher');
    const email = uniqueEmail('landing-standalone-education');
    await form.getByLabel('Business Email').fill(email);
    await form.getByLabel('Industry', { exact: true }).selectOption('education');
    await captureDownload(page, () => form.getByRole('button', { name: 'Download Free Templates' }).click());
    await page.getByRole('dialog', { name: 'Thank you, Solo!' }).getByRole('button', { name: 'Continue to Education Page' }).click();
    await expect(page).toHaveURL(`${site}/education`);
    await expect(page.getByRole('heading', { level: 1, name: 'SalesIQ for Education' })).toBeVisible();
    const [lead] = await waitForRows('leads', { email, lead_source: 'template_download' });
    expect(lead?.industry).toBe('education');
  });
});
