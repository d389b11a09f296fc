import { expect, test } from '../support/test';
import { answerDialogs } from '../support/browser-dialogs';
import { uniqueEmail, waitForRows } from '../support/db';
import { holdRequests } from '../support/held-requests';
import { captureMailDrafts } from '../support/mail-drafts';

test.describe('footer', () => {
  test('shows the contact details, badges and an external documentation link', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Scoresby, Victoria, Australia');
    await expect(footer.getByText('Zoho SalesIQ Partner Certified')).toBeVisible();
    await expect(footer.getByText('AI Chatbot Expert Verified')).toBeVisible();
    const docs = footer.getByRole('link', { name: /Documentation/ });
    await expect(docs).toHaveAttribute('target', '_blank');
    await expect(docs).toHaveAttribute('rel', /noopener/);
  });

  for (const title of ['Bot Building Guide', 'Integration Tutorials', 'Performance Optimization', 'ROI Calculator']) {
    test(`${title} announces that it is coming soon`, async ({ page }) => {
      const messages = answerDialogs(page, []);
      await page.goto('/finance');
      await page.getByRole('contentinfo').getByRole('button', { name: title }).click();
      await expect.poll(() => messages).toEqual([`${title} coming soon! Contact us for early access.`]);
    });
  }

  test('privacy and terms open their texts', async ({ page }) => {
    const messages = answerDialogs(page, []);
    await page.goto('/');
    await page.getByRole('button', { name: 'Privacy Policy' }).click();
    await page.getByRole('button', { name: 'Terms of Service' }).click();
    await expect.poll(() => messages.length).toBe(2);
    expect(messages[0]).toMatch(/^Privacy Policy:/);
    expect(messages[1]).toMatch(/^Terms of Service:/);
  });

  test('with the demo chat minimised, privacy and terms at the end of the page can still be pressed', async ({ page }) => {
    const messages = answerDialogs(page, []);
    await page.goto('/healthcare');
    await page.getByRole('button', { name: 'Try Our Healthcare AI Bot Now!' }).click();
    await page.getByRole('button', { name: 'Minimise chat' }).click();
    await expect(page.getByRole('button', { name: 'Expand chat' })).toBeVisible();
    // End, as a person presses it again when the page grew as its end came into view.
    await expect(async () => {
      await page.keyboard.press('End');
      await expect(page.getByRole('button', { name: 'Terms of Service' })).toBeInViewport({ timeout: 500 });
    }).toPass();
    for (const name of ['Privacy Policy', 'Terms of Service']) {
      const link = page.getByRole('button', { name });
      // Pressed where a person would press it, in its middle, not through the chat above it.
      const box = await link.boundingBox();
      await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
    }
    await expect.poll(() => messages.map((message) => message.split(':')[0])).toEqual(['Privacy Policy', 'Terms of Service']);
  });

  test('on a phone every footer button and link is at least 24 px high, a target a finger can hit', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const targets = page.getByRole('contentinfo').getByRole('button').or(page.getByRole('contentinfo').getByRole('link'));
    const heights = await targets.evaluateAll((elements) => elements.map((element) => [element.textContent?.trim(), element.getBoundingClientRect().height] as const));
    expect(heights.length).toBeGreaterThan(6);
    expect(heights.filter(([, height]) => height < 24)).toEqual([]);
  });

  test('the e-mail contact saves a lead and opens a mail draft', async ({ page }) => {
    const email = uniqueEmail('footer');
    const drafts = await captureMailDrafts(page);
    answerDialogs(page, ['Mia Chen', email, '']);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: /hello@salesiqbotstudio\.com/ }).click();

    const [lead] = await waitForRows('leads', { email });
    expect(lead).toMatchObject({ name: 'Mia Chen', company: null, lead_source: 'footer_contact', lead_type: 'contact_request' });
    await expect.poll(async () => (await drafts())[0]?.body ?? '').toContain('Name: Mia Chen');
  });

  test('the e-mail contact clicked before the footer has hydrated still asks, saves and opens the draft', async ({ page }) => {
    const email = uniqueEmail('footer-early');
    const drafts = await captureMailDrafts(page);
    answerDialogs(page, ['Mia Early', email, 'Early Co']);
    const appCode = await holdRequests(page, '**/static/js/async/app.*.js');
    // The page is on screen before its load event, which the held code would keep back.
    await page.goto('/personalized-guide', { waitUntil: 'domcontentloaded' });
    await page.getByRole('contentinfo').getByRole('link', { name: /hello@salesiqbotstudio\.com/ }).click();
    appCode.release();

    const [lead] = await waitForRows('leads', { email });
    expect(lead).toMatchObject({ name: 'Mia Early', company: 'Early Co', lead_source: 'footer_contact' });
    // One draft: the held click, replayed, asks once and opens one.
    await expect.poll(async () => (await drafts()).map((draft) => draft.body.includes('Name: Mia Early'))).toEqual([true]);
  });

  test('the e-mail contact saves nothing without an email', async ({ page }) => {
    const drafts = await captureMailDrafts(page);
    answerDialogs(page, ['No Email Person', null, null]);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: /hello@salesiqbotstudio\.com/ }).click();
    await expect.poll(async () => (await drafts()).length).toBe(1);
    await expect(waitForRows('leads', { name: 'No Email Person' }, 1, 1500)).rejects.toThrow(/found 0/);
  });
});
