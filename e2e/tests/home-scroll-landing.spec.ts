import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** Waits until the page has come to rest: the scroll position a person sees no longer moves. */
async function scrollComesToRest(page: Page) {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => scrollY);
        const still = y === last;
        last = y;
        return still;
      },
      { intervals: [400] },
    )
    .toBe(true);
}

/** Presses a button that scrolls to a section and checks where the visitor is once the page is still. */
async function pressAndLand(page: Page, button: Locator, target: Locator) {
  await button.click();
  await expect(target).toBeInViewport();
  await scrollComesToRest(page);
  await expect(target).toBeInViewport();
}

for (const viewport of [
  { width: 320, height: 640 },
  { width: 1280, height: 800 },
]) {
  test.describe(`home page scroll buttons at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('See AI in Action and Explore leave their sections on screen once the page is still', async ({ page }) => {
      await page.goto('/');
      await pressAndLand(page, page.getByRole('button', { name: 'See AI in Action' }), page.getByRole('heading', { name: 'Try the AI yourself' }));
      await page.evaluate(() => window.scrollTo(0, 0));
      await pressAndLand(page, page.getByRole('button', { name: 'Explore', exact: true }), page.locator('#industry-details h2').first());
    });

    test('Get AI Healthcare Bot leaves the focused Full Name field on screen once the page is still', async ({ page }) => {
      await page.goto('/');
      const fullName = page.getByRole('form', { name: 'Template kit download' }).getByLabel('Full Name');
      await page.getByRole('button', { name: 'Get AI Healthcare Bot' }).click();
      await expect(fullName).toBeFocused();
      await scrollComesToRest(page);
      await expect(fullName).toBeInViewport();
    });
  });
}
