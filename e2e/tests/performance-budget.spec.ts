import { expect, test } from '../support/test';

// The JavaScript ceiling of a first visit to the home page (ARCHITECTURE decision 1: a ceiling,
// not a budget to fill): the shell's code, the home page module and what it needs, gzip as
// served. The sections below the fold load their code later.
const firstVisitCeilingKb = 165;

test('a first visit to / transfers at most 165 KB gzip of JavaScript', async ({ page }) => {
  const scriptSizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scriptSizes.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const totalKb = (await Promise.all(scriptSizes)).reduce((sum, size) => sum + size, 0) / 1024;
  expect(totalKb).toBeGreaterThan(0);
  expect(totalKb).toBeLessThanOrEqual(firstVisitCeilingKb);
});
