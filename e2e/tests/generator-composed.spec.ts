import { expect, type Page, test } from '../support/test';
import { localOrigin } from '../../tooling/ports.mjs';
import { uniqueEmail, waitForRows } from '../support/db';
import { expectRecordThenLead } from '../support/stored-records';
import { captureDownload } from '../support/downloads';
import { pauseClock } from '../support/clock';

// The generator widgets inside the composed site: the industries remote mounts the industry
// form in the healthcare and retail pages (section #ai-bot-generator), the landing remote mounts
// the standalone generator in its home page section.

const shell = localOrigin('shell');

async function industryGenerator(page: Page, key: string) {
  await page.goto(`/${key}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const section = page.locator('#ai-bot-generator');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('button', { name: 'Generate My AI Bot Script' })).toBeVisible({ timeout: 15_000 });
  return section;
}

for (const industry of [
  { key: 'healthcare', name: 'Healthcare' },
  { key: 'retail', name: 'Retail' },
] as const) {
  test(`the ${industry.name} page's generator validates, saves, waits 2000 ms and opens the script page`, async ({ page }) => {
    const email = uniqueEmail(`composed-${industry.key}`);
    await page.clock.install();
    const section = await industryGenerator(page, industry.key);
    const button = section.getByRole('button', { name: 'Generate My AI Bot Script' });

    await button.click();
    for (const message of ['Company name is required', 'Your name is required', 'Business email is required', 'Primary goal is required']) {
      await expect(section.getByText(message, { exact: true })).toBeVisible();
    }
    await section.getByLabel('Business Email').fill('not-an-email');
    await expect(section.getByText('Business email is required')).toBeHidden();
    await button.click();
    await expect(section.getByText('Please enter a valid email address', { exact: true })).toBeVisible();

    await section.getByLabel('Company Name').fill(`Acme ${industry.name}`);
    await section.getByLabel('Your Name').fill('Jo Composed');
    await section.getByLabel('Business Email').fill(email);
    await section.getByLabel('Primary Goal').selectOption('Improve customer support');
    await expect(section.getByText(/is required|valid email/)).toHaveCount(0);

    await pauseClock(page);
    await button.click();
    const generating = section.getByRole('button', { name: 'Generating your custom AI Bot script...' });
    await expect(generating).toBeDisabled();
    await expect(section.getByLabel('Company Name')).toBeDisabled();
    await expectRecordThenLead('bot_generations', email, {
      record: { company_name: `Acme ${industry.name}`, industry: industry.key, primary_goal: 'Improve customer support' },
      lead: { lead_source: `${industry.key}_bot_generator`, lead_type: 'bot_generation', industry: industry.key },
    });

    await page.clock.runFor(1999);
    await expect(page).toHaveURL(`${shell}/${industry.key}`);
    await page.clock.runFor(1);
    await expect(page).toHaveURL(`${shell}/generate-bot-script/${industry.key}/acme-${industry.key}`);
    await page.clock.resume(); // the shell loads the script page remote with its own timers
    await expect(page.getByRole('heading', { level: 1, name: `Acme ${industry.name} AI Bot Script` })).toBeVisible();
    const preview = (await page.getByLabel('Script preview', { exact: true }).textContent()) ?? '';
    expect(preview.length).toBeLessThanOrEqual(1000);

    const script = await captureDownload(page, () => page.getByRole('button', { name: 'Download Script' }).click());
    expect(script.fileName).toBe(`Acme ${industry.name}-${industry.key}-AI-Bot-Script.deluge`);
    expect(script.content.startsWith(preview)).toBe(true);
    const guide = await captureDownload(page, () => page.getByRole('button', { name: 'Download Implementation Guide' }).click());
    expect(guide.fileName).toBe(`Acme ${industry.name}-AI-Bot-Implementation-Guide.txt`);
    expect(guide.content).toContain(`Prepared for: Jo Composed <${email}>`);

    await page.getByRole('button', { name: 'Book Implementation Call' }).click();
    await expect(page.getByText(/Our team will contact you within 24 hours/)).toBeVisible();
    await waitForRows('consultations', { email, consultation_type: 'implementation_assistance' });
    await waitForRows('leads', { email, lead_source: 'bot_script_page', lead_type: 'implementation_request' });
  });
}

test('on the home page the generator asks for Industry and Company Name, as SPEC names them, in a form named apart from the lead magnet', async ({ page }) => {
  await page.goto('/');
  const generator = page.getByRole('form', { name: 'AI bot generator' });
  const leadMagnet = page.getByRole('form', { name: 'Template kit download' });
  for (const form of [generator, leadMagnet]) {
    await expect(form.getByRole('combobox', { name: 'Industry', exact: true })).toHaveCount(1);
    await expect(form.getByRole('textbox', { name: 'Company Name', exact: true })).toHaveCount(1);
  }
  await generator.getByLabel('Industry', { exact: true }).selectOption('finance');
  await generator.getByLabel('Company Name').fill('Told Apart Bank');
  await expect(generator.getByLabel('Company Name')).toHaveValue('Told Apart Bank');
  await expect(leadMagnet.getByLabel('Company Name')).toHaveValue('');
  await expect(leadMagnet.getByLabel('Industry', { exact: true })).toHaveValue('');
});

test('the home page generator runs for 3000 ms and offers every download', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const generate = page.getByRole('button', { name: 'Generate AI Bot' });
  const form = page.getByRole('form', { name: 'AI bot generator' });
  await generate.scrollIntoViewIfNeeded();
  await expect(generate).toBeDisabled();
  await form.getByLabel('Industry', { exact: true }).selectOption('fitness');
  await form.getByLabel('Company Name').fill('Peak Gym');
  await expect(generate).toBeEnabled();

  await pauseClock(page);
  await generate.click();
  await expect(generate).toBeDisabled();
  await page.clock.runFor(2999);
  await expect(page.getByRole('heading', { name: 'Your AI bot for Peak Gym is ready' })).toBeHidden();
  await page.clock.runFor(1);
  await expect(page.getByRole('heading', { name: 'Your AI bot for Peak Gym is ready' })).toBeVisible();

  for (const handler of ['trigger', 'message', 'context', 'failure'] as const) {
    const title = `${handler.charAt(0).toUpperCase()}${handler.slice(1)} Handler`;
    const file = await captureDownload(page, () => page.getByRole('button', { name: `Download ${title}` }).click());
    expect(file.fileName).toBe(`Peak Gym-fitness-${handler}.deluge`);
    expect(file.content).toContain('AI bot (Fitness)');
  }
  const blueprint = await captureDownload(page, () => page.getByRole('button', { name: 'Download Blueprint' }).click());
  expect(blueprint.fileName).toBe('AI-SalesIQ-Bot-Blueprint-fitness-Peak Gym.txt');
  expect(blueprint.content).toContain('Template: healthcare');
  await page.getByRole('button', { name: 'Generate Another Bot' }).click();
  await expect(form.getByLabel('Industry', { exact: true })).toHaveValue('');
});

test('the home page generator can be filled and run without scrolling to it first: its code comes as the visitor reaches into it', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'AI bot generator' });
  await form.getByLabel('Industry', { exact: true }).selectOption('legal');
  await form.getByLabel('Company Name').fill('Reach Law');
  await page.getByRole('button', { name: 'Generate AI Bot' }).click();
  await expect(page.getByRole('heading', { name: 'Your AI bot for Reach Law is ready' })).toBeVisible();
});
