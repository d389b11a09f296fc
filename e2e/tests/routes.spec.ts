import { expect, test } from '../support/test';
import { industries } from '@salesiq/shared-data/industries/catalogue';

test.describe('composed site routes', () => {
  test('home renders from the landing remote', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/SalesIQ/);
  });

  for (const industry of industries) {
    test(`/${industry.key} renders its industry page`, async ({ page }) => {
      await page.goto(`/${industry.key}`);
      await expect(page.getByRole('heading', { level: 1, name: `SalesIQ for ${industry.displayName}` })).toBeVisible();
    });
  }

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL('/');
  });
});
