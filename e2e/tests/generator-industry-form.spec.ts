import { expect, type Page, test } from '../support/test';
import { localOrigin } from '../../tooling/ports.mjs';
import { uniqueEmail, waitForRows } from '../support/db';
import { captureDownload } from '../support/downloads';
import { pauseClock } from '../support/clock';

// The industry pages (built in the industries remote) mount this widget; until they do, the
// generator remote's standalone route `/industry/:industryKey` renders it with the same props.
const generatorOrigin = localOrigin('generator');

const industries = [
  { key: 'healthcare', name: 'Healthcare', company: 'Acme "Care" \\ Co.', slug: 'acme-care-co', fileCompany: 'Acme -Care- - Co.' },
  { key: 'retail', name: 'Retail', company: 'Shop & Sons, Ltd.', slug: 'shop-sons-ltd', fileCompany: 'Shop & Sons, Ltd.' },
] as const;

const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate My AI Bot Script' });

test.describe('industry-page bot generator', () => {
  test('shows the exact error under each field and clears it on edit', async ({ page }) => {
    await page.goto(`${generatorOrigin}/industry/healthcare`);
    await generateButton(page).click();
    for (const message of ['Company name is required', 'Your name is required', 'Business email is required', 'Primary goal is required']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Company Name')).toBeFocused();

    await page.getByLabel('Business Email').fill('jo@clinic');
    await expect(page.getByText('Business email is required')).toBeHidden();
    await generateButton(page).click();
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();

    await page.getByLabel('Company Name').fill('   ');
    await expect(page.getByText('Company name is required')).toBeHidden();
    await generateButton(page).click();
    await expect(page.getByText('Company name is required', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(`${generatorOrigin}/industry/healthcare`);
  });

  for (const industry of industries) {
    test(`${industry.name}: records the generation, waits 2000 ms and opens the script page`, async ({ page }) => {
      const email = uniqueEmail(`generator-${industry.key}`);
      await page.clock.install();
      await page.goto(`${generatorOrigin}/industry/${industry.key}`);
      await expect(page.getByRole('heading', { name: `Generate Your Custom ${industry.name} AI Bot` })).toBeVisible();
      await page.getByLabel('Company Name').fill(industry.company);
      await page.getByLabel('Your Name').fill('Jo Tester');
      await page.getByLabel('Business Email').fill(email);
      await page.getByLabel('Primary Goal').selectOption('Automate appointment booking');

      await pauseClock(page);
      const leadSaved = page.waitForResponse((response) => response.url().includes('/rest/v1/leads') && response.request().method() === 'POST');
      await generateButton(page).click();
      const generating = page.getByRole('button', { name: 'Generating your custom AI Bot script...' });
      await expect(generating).toBeDisabled();
      for (const label of ['Company Name', 'Your Name', 'Business Email', 'Primary Goal']) {
        await expect(page.getByLabel(label)).toBeDisabled();
      }

      const [generation] = await waitForRows('bot_generations', { email });
      expect(generation).toMatchObject({
        name: 'Jo Tester',
        company_name: industry.company,
        industry: industry.key,
        primary_goal: 'Automate appointment booking',
      });
      const [lead] = await waitForRows('leads', { email });
      expect(lead).toMatchObject({
        name: 'Jo Tester',
        company: industry.company,
        industry: industry.key,
        lead_source: `${industry.key}_bot_generator`,
        lead_type: 'bot_generation',
      });
      expect(String(lead?.message)).toContain(industry.name);
      expect(String(lead?.message)).toContain('Automate appointment booking');
      expect(String(generation?.created_at) <= String(lead?.created_at)).toBe(true);
      expect((await leadSaved).ok()).toBe(true);

      await page.clock.runFor(1999);
      await expect(generating).toBeVisible();
      await page.clock.runFor(1);
      await expect(page).toHaveURL(`${generatorOrigin}/generate-bot-script/${industry.key}/${industry.slug}`);

      await expect(page.getByRole('heading', { level: 1, name: `${industry.company} AI Bot Script` })).toBeVisible();
      await expect(page.getByText(industry.name, { exact: true })).toBeVisible();
      await expect(page.getByText('Automate appointment booking', { exact: true })).toBeVisible();
      const session: unknown = await page.evaluate(() => JSON.parse(sessionStorage.getItem('botGeneratorData') ?? 'null') as unknown);
      expect(session).toEqual({
        companyName: industry.company,
        industry: industry.key,
        industryDisplayName: industry.name,
        primaryGoal: 'Automate appointment booking',
        name: 'Jo Tester',
        email,
      });

      const preview = (await page.getByLabel('Script preview', { exact: true }).textContent()) ?? '';
      expect(preview.length).toBeLessThanOrEqual(1000);
      expect(preview.length).toBe(1000);

      const script = await captureDownload(page, () => page.getByRole('button', { name: 'Download Script' }).click());
      expect(script.fileName).toBe(`${industry.fileCompany}-${industry.key}-AI-Bot-Script.deluge`);
      expect(script.content.slice(0, 1000)).toBe(preview);
      expect(script.content).toContain('zoho.crm.createRecord("Leads", leadMap);');
      expect(script.content).toContain(`leadMap.put("Industry", "${industry.name}");`);
      expect(script.content).toContain(`leadMap.put("Company", ${JSON.stringify(industry.company)});`);

      const guide = await captureDownload(page, () => page.getByRole('button', { name: 'Download Implementation Guide' }).click());
      expect(guide.fileName).toBe(`${industry.fileCompany}-AI-Bot-Implementation-Guide.txt`);
      expect(guide.content).toContain('AI BOT IMPLEMENTATION GUIDE');
      expect(guide.content).toContain(`Prepared for: Jo Tester <${email}>`);

      await page.getByRole('button', { name: 'Book Implementation Call' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'within 24 hours' })).toBeVisible();
      const [consultation] = await waitForRows('consultations', { email });
      expect(consultation).toMatchObject({
        company: industry.company,
        industry: industry.key,
        consultation_type: 'implementation_assistance',
        status: 'requested',
      });
      const [implementationLead] = await waitForRows('leads', { email, lead_type: 'implementation_request' });
      expect(implementationLead).toMatchObject({ lead_source: 'bot_script_page', company: industry.company });
    });
  }
});
