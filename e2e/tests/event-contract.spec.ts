import { expect, type Page, test } from '../support/test';
import { uniqueEmail, waitForRows } from '../support/db';
import { localOrigin } from '../../tooling/ports.mjs';

// What a visitor presses or types on a page whose code is still coming is acted on once it comes
// (the page's event contract, shell/README.md): each press below is made while one remote's
// scripts are held back, then the scripts come. No test waits for hydration: each acts as soon
// as what it presses is on screen, as a person would.

type RemoteName = 'landing' | 'industries';

/** Holds the remote's scripts (its styles come with the page) until `release()`. */
async function holdScriptsOf(page: Page, remote: RemoteName) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${localOrigin(remote)}/**`, async (route) => {
    if (route.request().resourceType() === 'script') await released;
    await route.continue();
  });
  return { release };
}

test.describe('presses before the code comes are acted on once it has', () => {
  test('/healthcare: Download Template Kit opens its dialog', async ({ page }) => {
    const code = await holdScriptsOf(page, 'industries');
    await page.goto('/healthcare', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Download Template Kit' }).first().click();
    code.release();
    await expect(page.getByRole('dialog', { name: 'Get the Healthcare Template Kit' })).toBeVisible();
  });

  test('/healthcare: the floating demo chat opens and its bot starts typing', async ({ page }) => {
    const code = await holdScriptsOf(page, 'industries');
    await page.goto('/healthcare', { waitUntil: 'commit' });
    const launcher = page.getByRole('button', { name: 'Try Our Healthcare AI Bot Now!' });
    await launcher.click();
    code.release();
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('log', { name: /^Conversation with / })).toBeVisible();
  });

  test('/healthcare: a footer button answers while the page\'s own code is held', async ({ page }) => {
    const code = await holdScriptsOf(page, 'industries');
    const notices: string[] = [];
    page.on('dialog', async (dialog) => {
      notices.push(dialog.message());
      await dialog.accept();
    });
    await page.goto('/healthcare', { waitUntil: 'commit' });
    await page.getByRole('contentinfo').getByRole('button', { name: 'Bot Building Guide' }).click();
    await expect.poll(() => notices).toEqual(['Bot Building Guide coming soon! Contact us for early access.']);
    code.release();
  });

  test('/: a grid card leads to its industry page at once, its code still held', async ({ page }) => {
    await holdScriptsOf(page, 'landing');
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('link', { name: /Retail/ }).first().click();
    await expect(page).toHaveURL('/retail');
    await expect(page.getByRole('heading', { level: 1, name: 'SalesIQ for Retail' })).toBeVisible();
  });

  test('/: the lead magnet filled in and sent before its code came sends what was typed, once', async ({ page }) => {
    const code = await holdScriptsOf(page, 'landing');
    await page.goto('/', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Template kit download' });
    const email = uniqueEmail('contract');
    await form.getByLabel('Full Name').fill('Ines Early');
    await form.getByLabel('Business Email').fill(email);
    await form.getByLabel('Company Name').fill('Early Co');
    await form.getByLabel('Industry', { exact: true }).selectOption('retail');
    await form.getByRole('button', { name: 'Download Free Templates' }).click();
    await expect(form.getByLabel('Business Email')).toHaveValue(email);
    code.release();

    const leads = await waitForRows('leads', { email });
    expect(leads.map((lead) => [lead.name, lead.company, lead.industry])).toEqual([['Ines Early', 'Early Co', 'retail']]);
  });
});

test.describe('with the home page\'s code answering 404', () => {
  test.use({ remoteDownDuringHydration: true });

  test('its retry shows, the footer answers and links navigate', async ({ page }) => {
    await page.route(`${localOrigin('landing')}/**`, (route) =>
      route.request().resourceType() === 'script' ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
    );
    const notices: string[] = [];
    page.on('dialog', async (dialog) => {
      notices.push(dialog.message());
      await dialog.accept();
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Bot Building Guide' }).click();
    await expect.poll(() => notices).toEqual(['Bot Building Guide coming soon! Contact us for early access.']);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Get a Personalized Guide' }).click();
    await expect(page).toHaveURL('/personalized-guide');
    await expect(page.getByRole('heading', { level: 1, name: 'Your SalesIQ implementation guide, written for your business' })).toBeVisible();
  });
});
