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
});
