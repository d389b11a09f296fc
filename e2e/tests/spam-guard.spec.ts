import { expect, type Locator, type Page, test } from '../support/test';
import { expectOutboxesDrained } from '../support/data-api-faults';
import { uniqueEmail, waitForRows } from '../support/db';
import { fillLeadMagnet, leadMagnetForm } from '../support/lead-magnet';
import { fillTemplateDialog, openTemplateDialog } from '../support/template-dialog';

/** What a form-filling bot does: it finds the hidden field people never see and fills it too. */
async function fillHoneypot(form: Locator) {
  await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = 'https://cheap-pills.example';
  });
}

/** Once the page's outbox has nothing of `email` left to send, "no row" means "none will come". */
async function expectNothingStored(page: Page, email: string, tables: string[]) {
  await expectOutboxesDrained([page], email);
  for (const table of tables) await expect(waitForRows(table, { email }, 1, 1500)).rejects.toThrow(/found 0/);
}

test.describe('spam guard', () => {
  test('lead magnet: a filled honeypot gets the thank-you and the kit, but nothing is stored', async ({ page }) => {
    const email = uniqueEmail('bot-lead-magnet');
    await page.goto('/');
    const form = await fillLeadMagnet(page, { name: 'Spam Bot', email });
    await fillHoneypot(form);
    const download = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Download Free Templates' }).click();

    await expect(page.getByRole('dialog', { name: 'Thank you, Spam!' })).toBeVisible();
    expect((await download).suggestedFilename()).toBe('SalesIQ-General-Templates-Spam-Bot.txt');
    await expectNothingStored(page, email, ['leads', 'template_downloads']);
  });

  test('lead magnet: a script that fills and submits the form at once is treated as a bot', async ({ page }) => {
    const email = uniqueEmail('bot-scripted');
    await page.goto('/');
    const form = leadMagnetForm(page);
    await expect(form).toBeVisible();
    await form.evaluate((element: HTMLFormElement, address) => {
      for (const [name, value] of [['name', 'Script Bot'], ['email', address]] as const) {
        const input = element.elements.namedItem(name) as HTMLInputElement;
        // Through the prototype's setter, as a script that bypasses React's tracker does.
        Reflect.set(HTMLInputElement.prototype, 'value', value, input);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      element.requestSubmit();
    }, email);

    await expect(page.getByRole('dialog', { name: 'Thank you, Script!' })).toBeVisible();
    await expectNothingStored(page, email, ['leads', 'template_downloads']);
  });

  test('lead magnet: a person filling the form quickly is kept', async ({ page }) => {
    const email = uniqueEmail('fast-person');
    await page.goto('/');
    const form = await fillLeadMagnet(page, { name: 'Quick Person', email });
    await form.getByRole('button', { name: 'Download Free Templates' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you, Quick!' })).toBeVisible();
    await waitForRows('leads', { email });
    await waitForRows('template_downloads', { email });
  });

  test('lead magnet: a person who fills and submits the form before its code has come is kept', async ({ page }) => {
    const email = uniqueEmail('early-person');
    // The home page's module is held back until the visitor has done everything, as on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/__federation_expose_home_page*.js', async (route) => {
      await held;
      await route.continue();
    });
    // The page's load event may wait for the held code: act as soon as the page is parsed.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const form = await fillLeadMagnet(page, { name: 'Early Person', email });
    await form.getByRole('button', { name: 'Download Free Templates' }).click();
    release();

    await expect(page.getByRole('dialog', { name: 'Thank you, Early!' })).toBeVisible();
    await waitForRows('leads', { email });
    await waitForRows('template_downloads', { email });
  });

  test('template dialog: a filled honeypot gets the success view, nothing is stored', async ({ page }) => {
    const email = uniqueEmail('bot-kit');
    await page.goto('/legal');
    const dialog = await openTemplateDialog(page, 'Legal');
    await fillTemplateDialog(dialog, { name: 'Spam Bot', email, company: 'Spam Ltd' });
    await fillHoneypot(dialog);
    await dialog.getByRole('button', { name: 'Download Templates' }).click();

    await expect(dialog.getByText('Download Started!')).toBeVisible();
    await expectNothingStored(page, email, ['leads', 'template_downloads']);
  });

  test('industry generator: a filled honeypot opens the script page, nothing is stored', async ({ page }) => {
    const email = uniqueEmail('bot-generator');
    await page.clock.install();
    await page.goto('/healthcare');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('#ai-bot-generator').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'AI bot generator' });
    await form.getByLabel('Company Name').fill('Spam Motors');
    await form.getByLabel('Your Name').fill('Spam Bot');
    await form.getByLabel('Business Email').fill(email);
    await form.getByLabel('Primary Goal').selectOption({ index: 1 });
    await fillHoneypot(form);
    await form.getByRole('button', { name: 'Generate My AI Bot Script' }).click();
    await page.clock.runFor(2000);

    await expect(page).toHaveURL('/generate-bot-script/healthcare/spam-motors');
    await expectNothingStored(page, email, ['leads', 'bot_generations']);
  });

  test('guide form: a filled honeypot still gets the guide, nothing is stored', async ({ page }) => {
    const email = uniqueEmail('bot-guide');
    await page.clock.install();
    await page.goto('/personalized-guide');
    await page.getByLabel('Your Name').fill('Spam Bot');
    await page.getByLabel('Company Name').fill('Spam Dental');
    await page.getByLabel('Business Email').fill(email);
    await page.getByLabel('Select Industry').selectOption('legal');
    await fillHoneypot(page.locator('form'));
    await page.getByRole('button', { name: 'Get My Personalized Guide' }).click();
    await page.clock.runFor(2500);

    await expect(page).toHaveURL('/salesiq-guide/legal/spam-dental');
    await expectNothingStored(page, email, ['leads', 'personalized_guides']);
  });
});
