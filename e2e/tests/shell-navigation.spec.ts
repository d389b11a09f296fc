import { expect, test } from '../support/test';
import { pauseClock } from '../support/clock';
import { uniqueEmail } from '../support/db';
import { fillGuideForm } from '../support/guide-form';
import { holdRequests } from '../support/held-requests';
import { localOrigin } from '../../tooling/ports.mjs';

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

test('Back and Forward also show the page from its top', async ({ page }) => {
  await page.goto('/healthcare');
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Back to All Industries' }).first().click();
  await expect(page).toHaveURL('/');
  await page.goBack();
  await expect(page).toHaveURL('/healthcare');
  await expect(page.getByRole('heading', { level: 1, name: 'SalesIQ for Healthcare' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await page.mouse.wheel(0, 1500);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'SalesIQ for Healthcare' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('result pages are kept out of search engines', async ({ page }) => {
  // With the session's form data the guide stays on screen (without it the page returns to the form).
  const visitor = { name: 'Ana Ruiz', company: 'Acme', email: 'ana@acme.example', industry: 'healthcare' };
  await page.addInitScript((data) => sessionStorage.setItem('guideFormData', JSON.stringify(data)), visitor);
  await page.goto('/salesiq-guide/healthcare/acme');
  await expect(page.getByRole('heading', { level: 1, name: 'SalesIQ Implementation Guide for Acme' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});

test('a link keeps the page it leaves on screen, and its address, until the next page has come, then shows it whole', async ({ page }) => {
  await page.clock.install();
  await page.goto('/healthcare');
  await expect(page.getByRole('heading', { level: 1, name: 'SalesIQ for Healthcare' })).toBeVisible();
  // The page's clock stands still: the 3 s after which a late page is shown with its placeholder
  // (the next test) never pass, however long this machine takes over the steps below.
  await pauseClock(page);
  const guideCode = await holdRequests(page, `${localOrigin('guide')}/**`);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Get a Personalized Guide' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SalesIQ for Healthcare' })).toBeVisible();
  await expect(page.getByLabel(/^Loading /)).toHaveCount(0);
  // Meanwhile assistive technology is told the page is busy.
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');

  expect(new URL(page.url()).pathname).toBe('/healthcare');

  guideCode.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Your SalesIQ implementation guide, written for your business' })).toBeVisible();
  await expect(page).toHaveURL('/personalized-guide');
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy');
});

test('a page whose code is late is shown with its loading placeholder after 3 s, then whole once its code comes', async ({ page }) => {
  await page.clock.install();
  await page.goto('/healthcare');
  const healthcare = page.getByRole('heading', { level: 1, name: 'SalesIQ for Healthcare' });
  await expect(healthcare).toBeVisible();
  await pauseClock(page);
  const guideCode = await holdRequests(page, `${localOrigin('guide')}/**`);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Get a Personalized Guide' }).click();
  await page.clock.runFor(2900);
  await expect(healthcare).toBeVisible();
  await page.clock.runFor(100);
  await expect(page.getByLabel(/^Loading /)).toBeVisible();
  await expect(page).toHaveURL('/personalized-guide');
  await expect(healthcare).toHaveCount(0);

  guideCode.release();
  // React shows what replaces a placeholder it has just shown 300 ms later, on the page's clock.
  await page.clock.resume();
  await expect(page.getByRole('heading', { level: 1, name: 'Your SalesIQ implementation guide, written for your business' })).toBeVisible();
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy');
});

// Playwright's clock, installed and paused before the page loads, stops the page's timers: a
// navigation must show its page without one (React holds a page back behind a placeholder it has
// just shown on a timer, so no placeholder may come first). Stopped timers stop the shell's 3 s
// patience too, so the page comes once all of its code has, up to 11 s on a busy machine (3× CPU,
// two browsers). Wait for the address first, as a person watching the address bar: it changes
// with the page. A look-up by role re-reads the accessibility tree on every try, on the main thread
// the page needs: at 4× CPU it doubled the time from press to page (medians, 4.1 s against 2.2 s).
const codeOnABusyMachineMs = 30_000;
test('with the clock paused, links, redirects and a form delayed by the spec each show their page', async ({ page }) => {
  await page.clock.install({ time: new Date('2025-03-14T09:00:00') });
  await page.clock.pauseAt(new Date('2025-03-14T09:00:05'));
  const home = page.getByRole('heading', { level: 1, name: /AI Chatbot Templates/ });
  const guideForm = page.getByRole('heading', { level: 1, name: 'Your SalesIQ implementation guide, written for your business' });

  await page.goto('/healthcare');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Get a Personalized Guide' }).click();
  await expect(page).toHaveURL('/personalized-guide', { timeout: codeOnABusyMachineMs });
  await expect(guideForm).toBeVisible();
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/', { timeout: codeOnABusyMachineMs });
  await expect(home).toBeVisible();

  // A result page with no session data returns to its form, and the script page to the home page.
  await page.goto('/salesiq-guide/healthcare/nobody');
  await expect(page).toHaveURL('/personalized-guide', { timeout: codeOnABusyMachineMs });
  await expect(guideForm).toBeVisible();
  await page.goto('/generate-bot-script/healthcare/nobody');
  await expect(page).toHaveURL('/', { timeout: codeOnABusyMachineMs });
  await expect(home).toBeVisible();

  await page.goto('/personalized-guide');
  await fillGuideForm(page, { name: 'Ana Silva', company: 'Paused Clock Co', email: uniqueEmail('paused-clock'), industry: 'legal' });
  await page.getByRole('button', { name: 'Get My Personalized Guide' }).click();
  await page.clock.runFor(2500);
  await expect(page.getByRole('heading', { level: 1, name: 'SalesIQ Implementation Guide for Paused Clock Co' })).toBeVisible();
});

// A page reached by a link is rendered in the browser: no server markup stands in for the sections
// whose code comes when near, so their code comes with the page and their forms are in the document
// before any scroll, as in the server's HTML.
test('a page reached by a link has every form in place before any scroll', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Healthcare', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SalesIQ for Healthcare' })).toBeVisible();
  await page.getByLabel('Company Name').fill('Linked Clinic');
  await expect(page.getByLabel('Company Name')).toHaveValue('Linked Clinic');

  await page.getByRole('button', { name: 'Back to All Industries' }).first().click();
  await expect(page.getByRole('form', { name: 'AI bot generator' }).getByLabel('Company Name')).toBeAttached();
  await expect(page.getByLabel(/^Loading /)).toHaveCount(0);
});

test('with the clock paused, a page reached by a link shows the forms it has below the fold', async ({ page }) => {
  await page.clock.install({ time: new Date('2025-03-14T09:00:00') });
  await page.clock.pauseAt(new Date('2025-03-14T09:00:05'));
  await page.goto('/');
  await page.getByRole('link', { name: 'Retail/E-commerce', exact: true }).click();
  await expect(page).toHaveURL('/retail', { timeout: codeOnABusyMachineMs });
  await expect(page.getByRole('heading', { level: 1, name: 'SalesIQ for Retail' })).toBeVisible();
  await page.getByLabel('Primary Goal').scrollIntoViewIfNeeded();
  await expect(page.getByLabel('Primary Goal')).toBeVisible();
});
