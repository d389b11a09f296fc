import { expect, type Page, test } from '../support/test';
import { localOrigin } from '../../tooling/ports.mjs';
import { selectRows, uniqueEmail } from '../support/db';
import { expectRecordThenLead } from '../support/stored-records';
import { pauseClock } from '../support/clock';
import { fillGuideForm } from '../support/guide-form';

// The same flows in the composed site (the shell's origin) and in the guide remote on its own.
const sites = [
  { name: 'composed site', origin: '' },
  { name: 'guide remote standalone', origin: localOrigin('guide') },
];

const fields = ['Your Name', 'Company Name', 'Business Email', 'Select Industry'] as const;

const guideFormData = (page: Page) => page.evaluate(() => sessionStorage.getItem('guideFormData'));

for (const { name: site, origin } of sites) {
  test.describe(`personalised guide form (${site})`, () => {
    test('offers the eleven industries and a way back home', async ({ page }) => {
      await page.goto(`${origin}/personalized-guide`);
      await expect(page.getByLabel('Business Email')).toHaveAttribute('type', 'email');
      const options = page.getByLabel('Select Industry').locator('option');
      await expect(options).toHaveText([
        /./,
        'Healthcare',
        'Automotive',
        'E-commerce',
        'Finance',
        'Real Estate',
        'Travel',
        'Education',
        'Manufacturing',
        'Hospitality',
        'Legal',
        'Fitness',
      ]);
      await expect(options.first()).toHaveAttribute('value', '');
      // The guide remote on its own has no home page: it opens the composed site's.
      await page.getByRole('button', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(`${localOrigin('shell')}/`);
      await expect(page.getByRole('heading', { level: 1, name: /AI Chatbot Templates/ })).toBeVisible();
    });

    test('an empty field alerts "Please fill in all fields." and nothing is sent or stored', async ({ page }) => {
      const email = uniqueEmail('guide-empty');
      const sent: string[] = [];
      page.on('request', (request) => {
        if (/\/rest\/v1\/(personalized_guides|leads)/.test(request.url())) sent.push(request.url());
      });
      const alerts: string[] = [];
      page.on('dialog', async (dialog) => {
        alerts.push(dialog.message());
        await dialog.accept();
      });
      await page.goto(`${origin}/personalized-guide`);
      await page.getByLabel('Your Name').fill('Ana Silva');
      await page.getByLabel('Business Email').fill(email);
      await page.getByLabel('Select Industry').selectOption('legal');
      await page.getByRole('button', { name: 'Get My Personalized Guide' }).click();

      await expect.poll(() => alerts).toEqual(['Please fill in all fields.']);
      await expect(page.getByLabel('Company Name')).toBeFocused();
      await expect(page.getByLabel('Company Name')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Creating your personalized guide...')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Get My Personalized Guide' })).toBeEnabled();
      expect(await guideFormData(page)).toBeNull();
      expect(sent).toEqual([]);
      expect(await selectRows('personalized_guides', { email })).toEqual([]);
      expect(await selectRows('leads', { email })).toEqual([]);
    });

    test('submitting locks the form, saves the guide and the lead, and opens the guide after 2500 ms', async ({ page }) => {
      const email = uniqueEmail('guide-submit');
      const start = new Date('2025-03-14T09:00:00');
      await page.clock.install({ time: start });
      await page.goto(`${origin}/personalized-guide`);
      await expect(page.getByRole('button', { name: 'Get My Personalized Guide' })).toBeVisible();
      await pauseClock(page);

      const visitor = { name: 'Ana Silva', company: 'Harbour Realty & Co', industry: 'real-estate' };
      await fillGuideForm(page, { ...visitor, email });
      await page.getByRole('button', { name: 'Get My Personalized Guide' }).click();

      await expect(page.getByRole('status').filter({ hasText: 'Creating your personalized guide...' })).toBeVisible();
      for (const label of fields) await expect(page.getByLabel(label)).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Get My Personalized Guide' })).toBeDisabled();
      await expect(page.getByRole('form', { name: 'Personalized guide request' })).toBeFocused();
      expect(JSON.parse((await guideFormData(page)) ?? 'null')).toEqual({ ...visitor, email });

      await page.clock.runFor(2499);
      await expect(page).toHaveURL(/\/personalized-guide$/);
      await expect(page.getByLabel('Your Name')).toBeDisabled();
      await page.clock.runFor(1);
      await expect(page).toHaveURL(/\/salesiq-guide\/real-estate\/harbour-realty-co$/);
      await page.clock.resume();
      await expect(
        page.getByRole('heading', { level: 1, name: 'SalesIQ Implementation Guide for Harbour Realty & Co' }),
      ).toBeVisible();

      await expectRecordThenLead('personalized_guides', email, {
        record: visitor,
        lead: { ...visitor, lead_source: 'personalized_guide', lead_type: 'guide_request', message: 'Requested personalized guide for real-estate' },
      });
    });

    test('when saving fails the visitor still gets the guide', async ({ page }) => {
      const email = uniqueEmail('guide-offline');
      await page.route(/\/rest\/v1\/(personalized_guides|leads)/, (route) => route.fulfill({ status: 503, body: 'down' }));
      await page.clock.install();
      await page.goto(`${origin}/personalized-guide`);
      await fillGuideForm(page, { name: 'Ben Ng', company: 'Peak Fitness', email, industry: 'fitness' });
      await page.getByRole('button', { name: 'Get My Personalized Guide' }).click();
      await page.clock.runFor(2500);
      await expect(page).toHaveURL(/\/salesiq-guide\/fitness\/peak-fitness$/);
      await expect(page.getByRole('heading', { level: 1, name: 'SalesIQ Implementation Guide for Peak Fitness' })).toBeVisible();
      expect(await selectRows('personalized_guides', { email })).toEqual([]);
    });
  });
}
