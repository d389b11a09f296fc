import { expect, type Page, test } from '../support/test';
import { uniqueEmail } from '../support/db';
import { fillGuideForm } from '../support/guide-form';

// SPEC §2's slug rule keeps the letters and digits of any script (decision 4), lowercased in NFC.
// A result page's address carries the slug percent-encoded, as a browser sends it: the router
// matches it, the page is served and shown from a link, a reload and Back, and the address reads
// back as the slug. A company name with no letter or digit gets the form's own message.

const company = 'Café Zürich';
const slug = 'café-zürich';

/** The address's last segment, decoded: what the router hands the page as `companySlug`. */
const slugIn = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');

function alertsOf(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
  return alerts;
}

async function expectShownAgainOnReloadAndBack(page: Page, heading: string) {
  const address = page.url();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(page.url()).toBe(address);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(slugIn(page)).toBe(slug);
}

test('a guide for "Café Zürich" opens at /salesiq-guide/legal/café-zürich, and its address is found again on reload and Back', async ({ page }) => {
  await page.goto('/personalized-guide');
  await fillGuideForm(page, { name: 'Lena Graf', company, email: uniqueEmail('slug-guide'), industry: 'legal' });
  await page.getByRole('button', { name: 'Get My Personalized Guide' }).click();

  const heading = `SalesIQ Implementation Guide for ${company}`;
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/salesiq-guide/legal/${encodeURIComponent(slug)}`);
  expect(slugIn(page)).toBe(slug);
  await expectShownAgainOnReloadAndBack(page, heading);
});

test('a bot script for "Café Zürich" opens at /generate-bot-script/healthcare/café-zürich, and its address is found again on reload and Back', async ({ page }) => {
  await page.goto('/healthcare');
  const form = page.getByRole('form', { name: 'AI bot generator' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Company Name').fill(company);
  await form.getByLabel('Your Name').fill('Lena Graf');
  await form.getByLabel('Business Email').fill(uniqueEmail('slug-script'));
  await form.getByLabel('Primary Goal').selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Generate My AI Bot Script' }).click();

  const heading = `${company} AI Bot Script`;
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/generate-bot-script/healthcare/${encodeURIComponent(slug)}`);
  expect(slugIn(page)).toBe(slug);
  await expectShownAgainOnReloadAndBack(page, heading);
});

test('a company name of any script opens its result page by its own slug', async ({ page }) => {
  await page.goto('/personalized-guide');
  await fillGuideForm(page, { name: 'Aiko Sato', company: '東京 歯科 クリニック', email: uniqueEmail('slug-tokyo'), industry: 'healthcare' });
  await page.getByRole('button', { name: 'Get My Personalized Guide' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SalesIQ Implementation Guide for 東京 歯科 クリニック' })).toBeVisible();
  expect(slugIn(page)).toBe('東京-歯科-クリニック');
});

test.describe('a company name with no letter or digit', () => {
  test('the guide form answers "Please fill in all fields." and stays', async ({ page }) => {
    const alerts = alertsOf(page);
    await page.goto('/personalized-guide');
    await fillGuideForm(page, { name: 'Ana Silva', company: '!!! & ***', email: uniqueEmail('slug-none'), industry: 'legal' });
    await page.getByRole('button', { name: 'Get My Personalized Guide' }).click();
    await expect.poll(() => alerts).toEqual(['Please fill in all fields.']);
    await expect(page.getByLabel('Company Name')).toBeFocused();
    await expect(page.getByLabel('Company Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/personalized-guide');
  });

  test('the industry-page generator answers "Company name is required" under the field and stays', async ({ page }) => {
    await page.goto('/healthcare');
    const form = page.getByRole('form', { name: 'AI bot generator' });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Company Name').fill('!!!');
    await form.getByLabel('Your Name').fill('Ana Silva');
    await form.getByLabel('Business Email').fill(uniqueEmail('slug-none-generator'));
    await form.getByLabel('Primary Goal').selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Generate My AI Bot Script' }).click();
    await expect(form.getByText('Company name is required')).toBeVisible();
    await expect(page).toHaveURL('/healthcare');
  });
});
