import { expect, type Page, test } from '../support/test';
import { industries } from '@salesiq/shared-data/industries/catalogue';

const withGenerator = new Set(['healthcare', 'retail']);

/** The results section's figures, each one phrase ("85% of routine enquiries resolved…"). */
const resultFigures = (page: Page) => page.locator('section', { has: page.getByText('Proven results', { exact: true }) }).getByRole('list').first().getByRole('listitem');

async function expectPageStructure(page: Page, key: string, displayName: string) {
  await expect(page.getByRole('heading', { level: 1, name: `SalesIQ for ${displayName}` })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Quick links' });
  await expect(nav.getByRole('button', { name: 'Back to All Industries' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Download Templates' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Template Kit' })).toHaveCount(2);
  await expect(page.getByRole('button', { name: `Request ${displayName} Demo` })).toBeVisible();
  await expect(page.getByRole('button', { name: `See ${displayName} Bot in Action` })).toBeVisible();
  await expect(page.getByRole('figure', { name: /^Example conversation with the / })).toBeVisible();

  const launcher = page.getByRole('button', { name: `Try Our ${displayName} AI Bot Now!` });
  await expect(launcher).toBeVisible();
  const placement = await launcher.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return { position: style.position, zIndex: style.zIndex, right: innerWidth - box.right, bottom: innerHeight - box.bottom };
  });
  expect(placement).toMatchObject({ position: 'fixed', zIndex: '40' });
  expect(placement.right).toBeLessThan(40);
  expect(placement.bottom).toBeLessThan(40);

  if (key === 'food-beverage') {
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(1);
    return;
  }
  await expect(page.getByText('The challenge', { exact: true })).toBeVisible();
  await expect(page.locator('section', { has: page.getByText('The challenge', { exact: true }) }).getByRole('listitem')).toHaveCount(4);
  const useCases = page.getByRole('article');
  await expect(useCases).toHaveCount(2);
  for (const card of await useCases.all()) {
    await expect(card.getByRole('list', { name: / steps$/ }).getByRole('listitem')).toHaveCount(5);
    await expect(card.getByText('Integrations')).toBeVisible();
  }
  await expect(page.getByText('Proven results', { exact: true })).toBeVisible();
  await expect(resultFigures(page)).toHaveCount(3);
  await expect(page.locator('figure blockquote')).toHaveCount(1);
  const faqs = page.locator('section', { has: page.getByText('FAQ', { exact: true }) }).getByRole('button');
  await expect(faqs).toHaveCount(5);
  await expect(faqs.first()).toHaveAttribute('aria-expanded', 'false');
  await faqs.first().click();
  await expect(faqs.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'AI Bot Generator' })).toHaveCount(withGenerator.has(key) ? 1 : 0);
}

test.describe('industry pages in the composed site', () => {
  for (const { key, displayName } of industries) {
    test(`/${key} has every section of its industry page`, async ({ page }) => {
      await page.goto(`/${key}`);
      await expectPageStructure(page, key, displayName);
    });
  }

  test('healthcare shows the six-step AI journey and its extra nav', async ({ page }) => {
    await page.goto('/healthcare');
    const journey = page.getByRole('list', { name: 'Healthcare AI journey' });
    await expect(journey.getByRole('listitem')).toHaveCount(6);
    await expect(journey.getByText('AI Processing')).toHaveCount(3);
    const nav = page.getByRole('navigation', { name: 'Quick links' });
    await expect(nav.getByRole('button')).toHaveText([
      'Back to All Industries',
      'Download Template Guide',
      'Get Personalized Guide',
      'Download Templates',
    ]);
    await expect(page.getByText('70%', { exact: true })).toBeVisible();
    await expect(page.getByText('3x', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Appointment Booking Bot' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Patient Intake Bot' })).toBeVisible();
  });

  test('healthcare nav: Download Template Guide opens the dialog, Get Personalized Guide and Back navigate', async ({ page }) => {
    await page.goto('/healthcare');
    const nav = page.getByRole('navigation', { name: 'Quick links' });
    await nav.getByRole('button', { name: 'Download Template Guide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get the Healthcare Template Kit' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Download Template Guide' })).toBeFocused();

    await nav.getByRole('button', { name: 'Get Personalized Guide' }).click();
    await expect(page).toHaveURL(/\/personalized-guide$/);
    await page.goBack();
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Back to All Industries' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('finance and retail show their use cases and figures', async ({ page }) => {
    await page.goto('/finance');
    await expect(page.getByRole('heading', { name: 'Loan Application Bot' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Investment Advisory Bot' })).toBeVisible();
    await expect(resultFigures(page)).toHaveText([/^85% /, /^50% /, /^95% /]);
    await page.goto('/retail');
    await expect(resultFigures(page)).toHaveText([/^35% /, /^50% /, /^60% /]);
  });

  test('the launcher pulses unless the visitor prefers reduced motion', async ({ page }) => {
    const pulse = () =>
      page
        .getByRole('button', { name: 'Try Our Telecom AI Bot Now!' })
        .evaluate((element) => getComputedStyle(element, '::before').animationName);
    await page.goto('/telecom');
    expect(await pulse()).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await pulse()).toBe('none');
  });

  for (const width of [360, 390, 768, 1280, 1920]) {
    test(`no horizontal scrolling at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const key of ['healthcare', 'food-beverage', 'government']) {
        await page.goto(`/${key}`);
        await expect(page.getByRole('heading', { level: 1, name: /^SalesIQ for / })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
      }
    });
  }
});
