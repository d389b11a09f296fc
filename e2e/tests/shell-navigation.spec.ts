import { expect, test } from '../support/test';

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
  // With the session's form data the guide stays on screen (without it the page returns to the form).
  const visitor = { name: 'Ana Ruiz', company: 'Acme', email: 'ana@acme.example', industry: 'healthcare' };
  await page.addInitScript((data) => sessionStorage.setItem('guideFormData', JSON.stringify(data)), visitor);
  await page.goto('/salesiq-guide/healthcare/acme');
  await expect(page.getByRole('heading', { level: 1, name: 'SalesIQ Implementation Guide for Acme' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});
