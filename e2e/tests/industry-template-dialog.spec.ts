import { expect, type Page, test } from '../support/test';
import { answerDialogs } from '../support/browser-dialogs';
import { uniqueEmail } from '../support/db';
import { expectRecordThenLead, expectStoredOnce } from '../support/stored-records';
import { captureDownload } from '../support/downloads';
import { holdRequests } from '../support/held-requests';
import { watchRecordWrites } from '../support/nothing-sent';
import { openWithPausedClock } from '../support/clock';
import { fillTemplateDialog, openTemplateDialog } from '../support/template-dialog';

/** SPEC §2 "Template-download dialog" select options, as the spec lists them (Retail by its label). */
const specIndustryLabels = 'Healthcare, Finance, Retail/E-commerce, Real Estate, Travel, Education, Manufacturing, Hospitality, Automotive, Legal, Fitness'.split(', ');

const start = Date.parse('2026-03-02T09:00:00Z');

async function openFilledFinanceDialog(page: Page, email: string) {
  await page.goto('/finance');
  const dialog = await openTemplateDialog(page, 'Finance');
  await fillTemplateDialog(dialog, { name: 'Ana Silva', email, company: 'Silva Capital' });
  return dialog;
}

test.describe('template-download dialog', () => {
  test('saves the download and the lead, downloads the kit and closes itself after 2000 ms', async ({ page }) => {
    await openWithPausedClock(page, '/real-estate', start);
    await expect(page.getByRole('heading', { level: 1, name: /^SalesIQ for / })).toBeVisible();
    const dialog = await openTemplateDialog(page, 'Real Estate');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => getComputedStyle(element).maxWidth)).toBe('448px');
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await expect(dialog.getByLabel('Industry')).toHaveValue('Real Estate');
    await expect(dialog.getByLabel('Industry').locator('option')).toHaveText(specIndustryLabels);
    await expect(dialog.getByText('By downloading, you agree to receive emails about SalesIQ chatbot solutions. You can unsubscribe at any time.')).toBeVisible();

    const email = uniqueEmail('kit');
    await fillTemplateDialog(dialog, { name: 'Ana  Maria Silva', email, company: 'Silva Homes' });
    await dialog.getByLabel('Industry').selectOption({ label: 'Retail/E-commerce' });
    const file = await captureDownload(page, () => dialog.getByRole('button', { name: 'Download Templates' }).click());
    expect(file.fileName).toBe('SalesIQ-Retail-Templates-Ana-Maria-Silva.txt');
    expect(file.content).toContain('Company: Silva Homes');
    expect(file.content).toContain('Last_Name');
    await expect(dialog.getByRole('status')).toContainText('Download Started!');

    await page.clock.runFor(1999);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(1);
    await expect(dialog).toBeHidden();

    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Download Templates' }).click();
    await expect(dialog.getByLabel('Full Name')).toHaveValue('');
    await expect(dialog.getByLabel('Industry')).toHaveValue('Real Estate');

    await page.clock.resume();
    const visitor = { name: 'Ana  Maria Silva', company: 'Silva Homes', industry: 'Retail' };
    await expectRecordThenLead('template_downloads', email, {
      record: { ...visitor, template_type: 'retail' },
      lead: { ...visitor, lead_source: 'real_estate_page', lead_type: 'template_download', message: 'Downloaded the Retail SalesIQ template kit' },
    });
  });

  test('alerts and sends nothing while a required field is empty', async ({ page }) => {
    const messages = answerDialogs(page, []);
    const writes = watchRecordWrites(page, ['template_downloads', 'leads']);
    await page.goto('/legal');
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Download Templates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get the Legal Template Kit' });
    const email = uniqueEmail('kit-empty');
    await fillTemplateDialog(dialog, { name: 'Sam Lee', email });
    await dialog.getByRole('button', { name: 'Download Templates' }).click();
    await expect.poll(() => messages).toEqual(['Please fill in all required fields.']);
    await expect(dialog.getByLabel('Company Name')).toBeVisible();
    await writes.expectNothingWith(email);
  });

  test('a page outside the eleven preselects its own industry', async ({ page }) => {
    await page.goto('/food-beverage');
    await page.getByRole('button', { name: 'Download Template Kit' }).first().click();
    const select = page.getByRole('dialog').getByLabel('Industry');
    await expect(select).toHaveValue('Food & Beverage');
    await expect(select.locator('option')).toHaveCount(12);

    const email = uniqueEmail('kit-food');
    const dialog = page.getByRole('dialog');
    await fillTemplateDialog(dialog, { name: 'Luca Rossi', email, company: 'Olive & Ember' });
    const file = await captureDownload(page, () => dialog.getByRole('button', { name: 'Download Templates' }).click());
    expect(file.fileName).toBe('SalesIQ-Food & Beverage-Templates-Luca-Rossi.txt');
    await expectRecordThenLead('template_downloads', email, {
      record: { template_type: 'food & beverage' },
      lead: { lead_source: 'food_beverage_page', lead_type: 'template_download' },
    });
  });

  test('a press before the kit has come shows the button busy, then downloads it', async ({ page }) => {
    const kit = await holdRequests(page, '**/template-kit.*.js');
    const email = uniqueEmail('kit-late');
    const dialog = await openFilledFinanceDialog(page, email);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download Templates' }).click();
    await expect(dialog.getByRole('button', { name: 'Download Templates' })).toBeDisabled();
    kit.release();
    expect((await download).suggestedFilename()).toBe('SalesIQ-Finance-Templates-Ana-Silva.txt');
    await expect(dialog.getByRole('status')).toContainText('Download Started!');
    await expectRecordThenLead('template_downloads', email, {
      record: { name: 'Ana Silva', company: 'Silva Capital', industry: 'Finance', template_type: 'finance' },
      lead: { lead_source: 'finance_page', lead_type: 'template_download' },
    });
  });

  test('when the kit cannot be prepared, the visitor is told, keeps what they typed, and a second press downloads it; the records are saved once', async ({ page }) => {
    const email = uniqueEmail('kit-offline');
    const messages = answerDialogs(page, []);
    await page.route('**/template-kit.*.js', (route) => route.abort('internetdisconnected'));
    const dialog = await openFilledFinanceDialog(page, email);
    await dialog.getByRole('button', { name: 'Download Templates' }).click();
    await expect
      .poll(() => messages)
      .toEqual(['Your details are saved, but your template kit could not be prepared just now. Please check your connection and press Download Templates again.']);
    await expect(dialog.getByLabel('Full Name')).toBeEnabled();
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Ana Silva');

    await page.unroute('**/template-kit.*.js');
    const { fileName } = await captureDownload(page, () => dialog.getByRole('button', { name: 'Download Templates' }).click());
    expect(fileName).toBe('SalesIQ-Finance-Templates-Ana-Silva.txt');
    await expect(dialog.getByRole('status')).toContainText('Download Started!');
    await expectStoredOnce(email, ['template_downloads', 'leads']);
  });

  test('a double-click on an opener leaves the dialog open', async ({ page }) => {
    await page.goto('/finance');
    await page.getByRole('button', { name: 'Download Template Kit' }).first().dblclick();
    await expect(page.getByRole('dialog', { name: 'Get the Finance Template Kit' })).toBeVisible();
  });

  test('traps focus, closes on Escape and returns focus to the opener', async ({ page }) => {
    await page.goto('/travel');
    const opener = page.getByRole('button', { name: 'Download Template Kit' }).last();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Get the Travel Template Kit' });
    for (let index = 0; index < 8; index += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
