import { expect, type Page, test } from '../support/test';
import { localOrigin } from '../../tooling/ports.mjs';
import { captureDownload } from '../support/downloads';
import { pauseClock } from '../support/clock';

// The home page (landing remote) mounts this widget; until it does, it is tested on the
// generator remote standalone, where it is the page at `/`.
const generatorOrigin = localOrigin('generator');
const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate AI Bot' });

test.describe('standalone bot generator', () => {
  test('is disabled without industry and company, and alerts when run with a company name of spaces only', async ({ page }) => {
    const alerts: string[] = [];
    page.on('dialog', async (dialog) => {
      alerts.push(dialog.message());
      await dialog.accept();
    });
    await page.goto(`${generatorOrigin}/`);
    await expect(generateButton(page)).toBeDisabled();
    await page.getByLabel('Industry').selectOption('finance');
    await expect(generateButton(page)).toBeDisabled();
    await page.getByLabel('Company Name').fill('Acme Bank');
    await expect(generateButton(page)).toBeEnabled();
    await page.getByLabel('Company Name').fill('');
    await expect(generateButton(page)).toBeDisabled();

    await page.getByLabel('Company Name').fill('   ');
    await generateButton(page).click();
    await expect.poll(() => alerts).toEqual(['Please fill in industry and company name.']);
    await expect(page.getByText('Generating your AI bot...')).toHaveCount(0);
  });

  test('generates for 3000 ms, then offers the handlers, flowchart and blueprint; Generate Another Bot resets', async ({ page }) => {
    await page.clock.install();
    await page.goto(`${generatorOrigin}/`);
    const industry = page.getByLabel('Industry');
    const labels = await industry.locator('option').allTextContents();
    expect(labels.slice(1)).toEqual([
      'Healthcare',
      'Finance',
      'Real Estate',
      'Manufacturing',
      'Retail/E-commerce',
      'Education',
      'Automotive',
      'Travel',
      'Legal',
      'Fitness',
    ]);
    await industry.selectOption('realestate');
    await page.getByLabel('Company Name').fill('Harbour Homes');
    await page.getByLabel('Primary Goal').selectOption('Generate more qualified leads');
    await page.getByLabel('Integration 1', { exact: true }).fill('Stripe');
    await page.getByRole('button', { name: 'Add Integration' }).click();
    await page.getByLabel('Integration 2', { exact: true }).fill('Slack');
    await page.getByRole('button', { name: 'Remove integration 1' }).click();
    await expect(page.getByLabel('Integration 1', { exact: true })).toHaveValue('Slack');
    await page.getByLabel('Custom Field 1', { exact: true }).fill('Preferred_Suburb');

    await pauseClock(page);
    await generateButton(page).click();
    await expect(generateButton(page)).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Generating your AI bot...' })).toBeVisible();
    await expect(page.getByLabel('Company Name')).toBeDisabled();
    await page.clock.runFor(2999);
    await expect(page.getByRole('heading', { name: 'Your AI bot for Harbour Homes is ready' })).toBeHidden();
    await page.clock.runFor(1);
    // Under the standalone page's h1, so one level below it.
    await expect(page.getByRole('heading', { level: 2, name: 'Your AI bot for Harbour Homes is ready' })).toBeVisible();

    for (const [handler, title] of [
      ['trigger', 'Trigger Handler'],
      ['message', 'Message Handler'],
      ['context', 'Context Handler'],
      ['failure', 'Failure Handler'],
    ] as const) {
      const file = await captureDownload(page, () => page.getByRole('button', { name: `Download ${title}` }).click());
      expect(file.fileName).toBe(`Harbour Homes-realestate-${handler}.deluge`);
      expect(file.content).toContain(`// ${title.replace('Handler', 'handler')}: Harbour Homes AI bot (Real Estate)`);
      expect(file.content).toContain('// Primary goal: Generate more qualified leads');
    }
    await expect(page.getByLabel('Bot flowchart')).toContainText('AI BOT FLOWCHART: Harbour Homes (Real Estate)');
    await expect(page.getByLabel('Bot flowchart')).toContainText('none -> name -> email -> phone -> requirements -> completed');

    const blueprint = await captureDownload(page, () => page.getByRole('button', { name: 'Download Blueprint' }).click());
    expect(blueprint.fileName).toBe('AI-SalesIQ-Bot-Blueprint-realestate-Harbour Homes.txt');
    expect(blueprint.content).toContain('AI SALESIQ BOT BLUEPRINT');
    expect(blueprint.content).toContain('- Slack');
    expect(blueprint.content).not.toContain('- Stripe');
    expect(blueprint.content).toContain('Your custom fields: Preferred_Suburb');
    expect(blueprint.content).toContain('Book an implementation call: https://');

    await page.getByRole('button', { name: 'Generate Another Bot' }).click();
    await expect(page.getByLabel('Bot flowchart')).toBeHidden();
    await expect(page.getByLabel('Industry')).toHaveValue('');
    await expect(page.getByLabel('Company Name')).toHaveValue('');
    await expect(page.getByLabel('Integration 1', { exact: true })).toHaveValue('');
    await expect(generateButton(page)).toBeDisabled();
  });
});
