import { expect, test } from '../support/test';
import { localOrigin } from '../../tooling/ports.mjs';
import { uniqueEmail } from '../support/db';
import { expectRecordThenLead } from '../support/stored-records';
import { captureDownload } from '../support/downloads';

const sites = [
  { label: 'composed site', origin: '' },
  { label: 'generator remote standalone', origin: localOrigin('generator') },
] as const;

for (const { label, origin } of sites) {
  test.describe(`script page (${label})`, () => {
    test('sends a visitor without generator data to /', async ({ page }) => {
      await page.goto(`${origin}/generate-bot-script/healthcare/acme-health`);
      await expect(page).toHaveURL(`${origin || localOrigin('shell')}/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('shows the script from the session, the downloads and books the call', async ({ page }) => {
      const email = uniqueEmail('script-page');
      const data = {
        companyName: 'Harbour Homes',
        industry: 'real-estate',
        industryDisplayName: 'Real Estate',
        primaryGoal: 'Generate more qualified leads',
        name: 'Sam Agent',
        email,
      };
      await page.addInitScript((value) => sessionStorage.setItem('botGeneratorData', value), JSON.stringify(data));
      await page.goto(`${origin}/generate-bot-script/real-estate/harbour-homes`);

      await expect(page.getByRole('heading', { level: 1, name: 'Harbour Homes AI Bot Script' })).toBeVisible();
      await expect(page.getByText('Real Estate', { exact: true })).toBeVisible();
      await expect(page.getByText('Generate more qualified leads', { exact: true })).toBeVisible();
      const included = page.getByRole('region', { name: "What's Included" }).getByRole('listitem');
      await expect(included).toHaveCount(6);

      const preview = (await page.getByLabel('Script preview', { exact: true }).textContent()) ?? '';
      expect(preview).toHaveLength(1000);
      const script = await captureDownload(page, () => page.getByRole('button', { name: 'Download Script' }).click());
      expect(script.fileName).toBe('Harbour Homes-real-estate-AI-Bot-Script.deluge');
      expect(script.content.startsWith(preview)).toBe(true);
      // real-estate uses the real estate template.
      expect(script.content).toContain('"Book a Viewing"');
      for (const field of ['Last_Name', 'Email', 'Phone', 'Description', 'Lead_Source', 'Industry', 'Company', 'Primary_Goal']) {
        expect(script.content).toContain(`leadMap.put("${field}", `);
      }
      const guide = await captureDownload(page, () => page.getByRole('button', { name: 'Download Implementation Guide' }).click());
      expect(guide.fileName).toBe('Harbour Homes-AI-Bot-Implementation-Guide.txt');
      expect(guide.content).toContain('Company: Harbour Homes');
      expect(guide.content).toContain('Book an implementation call: https://');

      await page.getByRole('button', { name: 'Book Implementation Call' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(/Our team will contact you within 24 hours/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Book Implementation Call' })).toBeDisabled();
      // The disabled button lets go of focus: the keyboard goes on from its card, not from the page's top.
      await expect(page.getByRole('region', { name: 'Want us to set it up?' })).toBeFocused();
      await expectRecordThenLead('consultations', email, {
        record: { name: 'Sam Agent', company: 'Harbour Homes', industry: 'real-estate', consultation_type: 'implementation_assistance', status: 'requested' },
        lead: { lead_source: 'bot_script_page', lead_type: 'implementation_request', company: 'Harbour Homes' },
      });
    });
  });
}
