import { expect, type Page, test } from '../support/test';
import { answerDialogs } from '../support/browser-dialogs';
import { uniqueEmail, waitForRows } from '../support/db';
import { expectRecordThenLead, expectStoredOnce } from '../support/stored-records';
import { captureDownload } from '../support/downloads';
import { holdRequests } from '../support/held-requests';
import { sessionIdOf } from '../support/session';
import { openWithPausedClock, pauseClock } from '../support/clock';
import { fillLeadMagnet, leadMagnetForm } from '../support/lead-magnet';

async function fillForm(page: Page, { industry, ...visitor }: { name: string; email: string; company: string; industry: string }) {
  const form = await fillLeadMagnet(page, visitor);
  await form.getByLabel('Industry', { exact: true }).selectOption(industry);
}

test.describe('home lead magnet', () => {
  test('Get AI Healthcare Bot scrolls to the form and, after 800 ms, preselects healthcare and focuses Full Name', async ({ page }) => {
    await openWithPausedClock(page, '/');
    await page.getByRole('button', { name: 'Get AI Healthcare Bot' }).click();
    await expect(page.locator('#lead-magnet')).toBeInViewport();
    await page.clock.runFor(799);
    await expect(leadMagnetForm(page).getByLabel('Industry', { exact: true })).toHaveValue('');
    await page.clock.runFor(1);
    await expect(leadMagnetForm(page).getByLabel('Industry', { exact: true })).toHaveValue('healthcare');
    await expect(page.getByLabel('Full Name')).toBeFocused();
  });

  test('the AI-intelligence button preselects other', async ({ page }) => {
    await openWithPausedClock(page, '/');
    await page.getByRole('button', { name: 'Get Your AI Bot Today' }).click();
    // The section's code comes as it nears the viewport, and the click is acted on once it has:
    // the page's clock moves on 800 ms at a time until the form shows the choice (the exact delay
    // is checked above).
    await expect
      .poll(async () => {
        await page.clock.runFor(800);
        return leadMagnetForm(page).getByLabel('Industry', { exact: true }).inputValue();
      })
      .toBe('other');
    await expect(page.getByLabel('Full Name')).toBeFocused();
  });

  test('labels and industry values are the spec’s', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByLabel('Full Name')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Business Email')).toHaveAttribute('type', 'email');
    const values = await leadMagnetForm(page).getByLabel('Industry', { exact: true }).locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(values).toEqual(['', 'healthcare', 'finance', 'retail', 'real-estate', 'travel', 'education', 'manufacturing', 'hospitality', 'automotive', 'legal', 'other']);
  });

  test('a blank name alerts and sends nothing', async ({ page }) => {
    const email = uniqueEmail('lead-magnet-blank');
    const messages = answerDialogs(page, []);
    await page.goto('/');
    await fillForm(page, { name: '   ', email, company: 'Nobody Ltd', industry: 'finance' });
    await page.getByRole('button', { name: 'Download Free Templates' }).click();
    await expect.poll(() => messages).toEqual(['Please fill in your name and email address.']);
    await expect(page.getByLabel('Full Name')).toBeEnabled();
    await expect(waitForRows('template_downloads', { email }, 1, 1500)).rejects.toThrow(/found 0/);
  });

  test('submitting saves the records, downloads the kit, locks the form and moves to the industry page after 4 s', async ({ page }) => {
    const email = uniqueEmail('lead-magnet');
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('contentinfo').waitFor();
    const sessionId = await sessionIdOf(page);
    const visitor = { name: 'Ana  Ruiz', company: 'Bright Clinic', industry: 'healthcare' };
    await fillForm(page, { ...visitor, email });
    await pauseClock(page);

    const { fileName, content } = await captureDownload(page, () => page.getByRole('button', { name: 'Download Free Templates' }).click());
    expect(fileName).toBe('SalesIQ-healthcare-Templates-Ana-Ruiz.txt');
    expect(content).toContain('SALESIQ AI BOT TEMPLATE KIT - HEALTHCARE');
    expect(content).toContain('Prepared for: Ana  Ruiz');
    expect(content).toContain('Company: Bright Clinic');
    for (const field of ['Last_Name', 'Email', 'Phone', 'Description', 'Lead_Source', 'Industry', 'Company', 'Lead_Score', 'AI_Intent']) {
      expect(content).toContain(`"${field}"`);
    }
    expect(content).toContain('dealMap.put("Amount", 500)');

    const dialog = page.getByRole('dialog', { name: 'Thank you, Ana!' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue to Healthcare Page' })).toBeVisible();
    // Behind the modal the page is hidden from role queries, as from screen readers.
    const formBehind = page.getByRole('form', { name: 'Template kit download', includeHidden: true });
    for (const label of ['Full Name', 'Business Email', 'Company Name']) await expect(formBehind.getByLabel(label)).toBeDisabled();
    await expect(formBehind.getByLabel('Industry', { exact: true })).toBeDisabled();
    await expect(formBehind.getByRole('button', { name: 'Templates Downloaded', includeHidden: true })).toBeDisabled();
    await expect(leadMagnetForm(page)).toBeHidden();

    await page.clock.runFor(3999);
    await expect(page).toHaveURL('/');
    await page.clock.runFor(1);
    await expect(page).toHaveURL('/healthcare');
    await page.clock.resume();

    await expectRecordThenLead('template_downloads', email, {
      record: { ...visitor, template_type: 'general' },
      lead: { ...visitor, lead_source: 'template_download', lead_type: 'template_download', message: 'Downloaded healthcare AI bot template kit' },
    });

    await page.goto('/finance'); // flushes the tracker
    const [submit] = await waitForRows('user_interactions', { session_id: sessionId, interaction_type: 'form_submit' }, 1, 20_000);
    expect(submit?.interaction_data).toMatchObject({ form_type: 'lead_magnet' });
    const [downloadEvent] = await waitForRows('user_interactions', { session_id: sessionId, interaction_type: 'download' }, 1, 20_000);
    expect(downloadEvent?.interaction_data).toEqual({ download_type: 'template_kit', file_name: 'SalesIQ-healthcare-Templates-Ana-Ruiz.txt' });
  });

  // The kit's code (its texts) is not part of the first visit: it comes as the visitor starts on
  // the form. A press before it has come, or while it cannot come, still ends with the file.
  test('a press before the kit has come shows the form preparing it, then downloads it', async ({ page }) => {
    const kit = await holdRequests(page, '**/lead-magnet-kit.*.js');
    const email = uniqueEmail('kit-late');
    await page.goto('/');
    await fillForm(page, { name: 'Ana Ruiz', email, company: 'Bright Clinic', industry: 'other' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Free Templates' }).click();
    await expect(page.getByRole('button', { name: 'Preparing Your Templates...' })).toBeDisabled();
    kit.release();
    expect((await download).suggestedFilename()).toBe('SalesIQ-other-Templates-Ana-Ruiz.txt');
    await expect(page.getByRole('dialog', { name: 'Thank you, Ana!' })).toBeVisible();
    await expectRecordThenLead('template_downloads', email, {
      record: { name: 'Ana Ruiz', company: 'Bright Clinic', industry: 'other', template_type: 'general' },
      lead: { lead_source: 'template_download', lead_type: 'template_download', message: 'Downloaded other AI bot template kit' },
    });
  });

  test('when the kit cannot be prepared, the visitor is told, keeps what they typed, and a second press downloads it; the records are saved once', async ({ page }) => {
    const email = uniqueEmail('kit-offline');
    const messages = answerDialogs(page, []);
    await page.route('**/lead-magnet-kit.*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await fillForm(page, { name: 'Ana Ruiz', email, company: 'Bright Clinic', industry: 'other' });
    await page.getByRole('button', { name: 'Download Free Templates' }).click();
    await expect
      .poll(() => messages)
      .toEqual(['Your details are saved, but your template kit could not be prepared just now. Please check your connection and press Download Free Templates again.']);
    await expect(page.getByLabel('Full Name')).toBeEnabled();
    await expect(page.getByLabel('Full Name')).toHaveValue('Ana Ruiz');

    await page.unroute('**/lead-magnet-kit.*.js');
    const { fileName } = await captureDownload(page, () => page.getByRole('button', { name: 'Download Free Templates' }).click());
    expect(fileName).toBe('SalesIQ-other-Templates-Ana-Ruiz.txt');
    await expect(page.getByRole('dialog', { name: 'Thank you, Ana!' })).toBeVisible();
    await expectStoredOnce(email, ['template_downloads', 'leads']);
  });

  for (const button of ['Close', 'Continue to Real Estate Page']) {
    test(`${button} in the thank-you dialog goes to the industry page at once`, async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      await fillForm(page, { name: 'Sam Lee', email: uniqueEmail('lead-magnet-continue'), company: '', industry: 'real-estate' });
      await pauseClock(page);
      await captureDownload(page, () => page.getByRole('button', { name: 'Download Free Templates' }).click());
      await page.getByRole('dialog').getByRole('button', { name: button, exact: true }).click();
      await expect(page).toHaveURL('/real-estate');
      await page.clock.resume();
    });
  }

  test('industry other: a General-less kit name, no industry page to continue to, and no navigation', async ({ page }) => {
    const email = uniqueEmail('lead-magnet-other');
    await page.clock.install();
    await page.goto('/');
    await fillForm(page, { name: 'Kim Park', email, company: '', industry: 'other' });
    await pauseClock(page);
    const { fileName } = await captureDownload(page, () => page.getByRole('button', { name: 'Download Free Templates' }).click());
    expect(fileName).toBe('SalesIQ-other-Templates-Kim-Park.txt');
    await expect(page.getByRole('button', { name: /Continue to/ })).toHaveCount(0);
    await page.clock.runFor(10_000);
    await page.getByRole('button', { name: 'Continue Exploring' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL('/');
    // The button that opened the dialog is locked by then: focus goes back to its form.
    await expect(page.getByRole('form', { name: 'Template kit download' })).toBeFocused();
    await page.clock.resume();
    const [lead] = await waitForRows('leads', { email });
    expect(lead).toMatchObject({ industry: 'other', company: null, message: 'Downloaded other AI bot template kit' });
  });

  test('no industry: the kit is General and the lead says general', async ({ page }) => {
    const email = uniqueEmail('lead-magnet-general');
    await page.goto('/');
    await page.getByLabel('Full Name').fill('Lee Wong');
    await page.getByLabel('Business Email').fill(email);
    const { fileName, content } = await captureDownload(page, () => page.getByRole('button', { name: 'Download Free Templates' }).click());
    expect(fileName).toBe('SalesIQ-General-Templates-Lee-Wong.txt');
    expect(content).toContain('Company: Your Company');
    const [lead] = await waitForRows('leads', { email });
    expect(lead).toMatchObject({ industry: null, message: 'Downloaded general AI bot template kit' });
    const [download] = await waitForRows('template_downloads', { email });
    expect(download).toMatchObject({ industry: null, company: null, template_type: 'general' });
  });
});
