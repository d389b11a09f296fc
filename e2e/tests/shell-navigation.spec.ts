import { expect, test } from '@playwright/test';

test('every route change scrolls to the top and sets the page title', async ({ page }) => {
  await page.goto('/healthcare');
  await expect(page).toHaveTitle('Healthcare Chatbot Templates for SalesIQ | SalesIQ Bot Studio');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Get a Personalized Guide' }).click();
  await expect(page).toHaveURL('/personalized-guide');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle('Get Your Personalized SalesIQ Guide | SalesIQ Bot Studio');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /personalised SalesIQ implementation guide/);
});

test('result pages are kept out of search engines', async ({ page }) => {
  await page.goto('/salesiq-guide/healthcare/acme');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});
