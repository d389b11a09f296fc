import { expect, test } from '../support/test';
import { localOrigin } from '../../tooling/ports.mjs';

test.describe('a remote that is down', () => {
  test.use({ remoteDownDuringHydration: true });

  test('shows a fallback with Retry while the footer and other routes keep working', async ({ page }) => {
    const industries = localOrigin('industries');
    await page.route(`${industries}/**`, (route) => route.abort('connectionrefused'));

    await page.goto('/finance');
    await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Scoresby, Victoria, Australia');

    await page.getByRole('link', { name: /Get a Personalized Guide/ }).click();
    await expect(page).toHaveURL('/personalized-guide');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.unroute(`${industries}/**`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'SalesIQ for Finance' })).toBeVisible();
  });

  test('a remote that throws while loading its code is contained the same way', async ({ page }) => {
    await page.route(`${localOrigin('guide')}/static/js/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("broken deploy")' }),
    );
    await page.goto('/personalized-guide');
    await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
