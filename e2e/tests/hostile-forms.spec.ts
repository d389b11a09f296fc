import { expect, type Page, test } from '../support/test';
import { answerDialogs } from '../support/browser-dialogs';
import { uniqueEmail, waitForRows } from '../support/db';
import { captureMailDrafts } from '../support/mail-drafts';
import { watchRecordWrites } from '../support/nothing-sent';

// Hostile input typed into the site itself: the visitor gets the normal path, or is told what to
// shorten with what they typed kept; the record is stored (fitted to the schema, never refused and
// lost), and markup stays text everywhere.

const markup = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
const disguised = 'Ana \u202Enis\u202C Silva';

async function expectNoScriptRan(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
}

test.describe('hostile input through the forms', () => {
  test('lead magnet: a pasted 10 KB name is kept whole with the limit under it and nothing sent; shortened, it is stored inertly with markup in the company', async ({ page }) => {
    const email = uniqueEmail('hostile-lead');
    const writes = watchRecordWrites(page, ['leads', 'template_downloads']);
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Template kit download' });
    const name = form.getByLabel('Full Name');
    const longName = `${disguised} ${'x'.repeat(10_000)}`;
    await name.fill(longName);
    await form.getByLabel('Business Email').fill(email);
    await form.getByLabel('Company Name').fill(markup);
    await form.getByRole('button', { name: 'Download Free Templates' }).click();

    await expect(name).toHaveValue(longName);
    await expect(name).toHaveAccessibleDescription('Please keep your name to 200 characters or fewer.');
    await expect(name).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await writes.expectNothingWith(email);

    await name.fill(`${disguised} ${'x'.repeat(150)}`);
    await expect(name).not.toHaveAttribute('aria-invalid');
    const download = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Download Free Templates' }).click();
    await expect(page.getByRole('dialog', { name: /^Thank you, Ana!/ })).toBeVisible();
    expect(await (await download).path()).toBeTruthy();
    const [lead] = await waitForRows('leads', { email });
    // The record drops the two bidi controls of what the field held.
    expect(lead?.name).toBe(`Ana nis Silva ${'x'.repeat(150)}`);
    expect(lead?.company).toBe(markup);
    await waitForRows('template_downloads', { email });
    await expectNoScriptRan(page);
  });

  test('footer contact: a 20 KB name answered in a prompt is refused with the limit and asked again; the shortened one is stored, the mail draft holds the text as typed', async ({ page }) => {
    const email = uniqueEmail('hostile-footer');
    const name = `Mia ${'y'.repeat(20_000)}`;
    const drafts = await captureMailDrafts(page);
    const messages = answerDialogs(page, [name, 'Mia Long', email, markup]);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: /hello@salesiqbotstudio\.com/ }).click();

    const [lead] = await waitForRows('leads', { email });
    expect(messages).toContain('Please keep your name to 200 characters or fewer.');
    expect(lead?.name).toBe('Mia Long');
    expect(lead?.company).toBe(markup);
    await expect.poll(async () => (await drafts())[0]?.body ?? '').toContain(`Company: ${markup}`);
    await expectNoScriptRan(page);
  });

  test('guide form: markup in the company is shown as text on the guide page', async ({ page }) => {
    const email = uniqueEmail('hostile-guide');
    await page.clock.install();
    await page.goto('/personalized-guide');
    await page.getByLabel('Your Name').fill('Ana');
    await page.getByLabel('Company Name').fill(markup);
    await page.getByLabel('Business Email').fill(email);
    await page.getByLabel('Select Industry').selectOption('legal');
    await page.getByRole('button', { name: 'Get My Personalized Guide' }).click();
    await page.clock.runFor(2500);

    await expect(page).toHaveURL(/\/salesiq-guide\/legal\//);
    await expect(page.getByText(markup).first()).toBeVisible();
    const [guide] = await waitForRows('personalized_guides', { email });
    expect(guide?.company).toBe(markup);
    await expectNoScriptRan(page);
  });
});
