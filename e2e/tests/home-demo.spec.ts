import { expect, type Page, test } from '../support/test';
import { answerDialogs } from '../support/browser-dialogs';
import { chatLines } from '../support/chat-lines';
import { uniqueEmail, waitForRows } from '../support/db';
import { captureMailDrafts } from '../support/mail-drafts';
import { openWithPausedClock } from '../support/clock';


const botLines = (page: Page, botName: string) => chatLines(page.getByRole('log', { name: `Conversation with ${botName}` })).bot;

test.describe('home demo section', () => {
  test('the healthcare demo follows its script with the spec’s timings', async ({ page }) => {
    await openWithPausedClock(page, '/');
    await page.getByRole('button', { name: 'Start Healthcare Demo' }).click();
    const chat = page.getByRole('region', { name: 'HealthCare AI Assistant' });
    await expect(chat.getByRole('textbox', { name: 'Type your message' })).toBeFocused();
    await expect(chat.getByRole('status', { name: 'HealthCare AI Assistant is typing' })).toBeVisible();

    await page.clock.runFor(999);
    await expect(botLines(page, 'HealthCare AI Assistant')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(botLines(page, 'HealthCare AI Assistant')).toHaveCount(1);

    await chat.getByRole('button', { name: 'Book appointment' }).click();
    await page.clock.runFor(600);
    await expect(chat.getByRole('status', { name: 'HealthCare AI Assistant is typing' })).toBeVisible();
    await page.clock.runFor(1399);
    await expect(botLines(page, 'HealthCare AI Assistant')).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(botLines(page, 'HealthCare AI Assistant')).toHaveCount(2);

    await chat.getByRole('textbox', { name: 'Type your message' }).fill('Thursday please');
    await page.keyboard.press('Enter');
    await expect(chat.getByText('Thursday please')).toBeVisible();
    await page.clock.runFor(2000);
    await chat.getByRole('button', { name: 'Emergency info' }).click();
    await page.clock.runFor(2000);
    await expect(botLines(page, 'HealthCare AI Assistant')).toHaveCount(4);
    await chat.getByRole('button', { name: 'Ask about services' }).click();
    await page.clock.runFor(5000);
    await expect(botLines(page, 'HealthCare AI Assistant')).toHaveCount(4);
  });

  test('the finance demo minimises to its header, expands, closes back to its start button, and goes on where it was when started again', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Finance Demo' }).click();
    const chat = page.getByRole('region', { name: 'Finance AI Advisor' });
    for (const reply of ['Get loan quote', 'Investment advice', 'Account help']) await expect(chat.getByRole('button', { name: reply })).toBeVisible();
    await expect(botLines(page, 'Finance AI Advisor')).toHaveCount(1);

    await chat.getByRole('button', { name: 'Minimise chat' }).click();
    await expect(chat.getByRole('textbox')).toHaveCount(0);
    const [minimised, header] = await Promise.all([chat.boundingBox(), chat.locator('header').boundingBox()]);
    expect(minimised?.width).toBeCloseTo(320, 0);
    expect(minimised?.height).toBeLessThanOrEqual((header?.height ?? 0) + 2); // its header only, with its border
    await chat.getByRole('button', { name: 'Expand chat' }).click();
    expect((await chat.boundingBox())?.width).toBeCloseTo(384, 0);

    await chat.getByRole('button', { name: 'Get loan quote' }).click();
    await expect(botLines(page, 'Finance AI Advisor')).toHaveCount(2);
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await expect(chat).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start Finance Demo' })).toBeFocused();

    await page.getByRole('button', { name: 'Start Finance Demo' }).click();
    const log = page.getByRole('log', { name: 'Conversation with Finance AI Advisor' });
    await expect(log.getByText('Get loan quote')).toBeVisible();
    await expect(botLines(page, 'Finance AI Advisor')).toHaveCount(2);
  });

  test('a custom-template request saves a lead and opens the mail draft', async ({ page }) => {
    const email = uniqueEmail('custom-template');
    const drafts = await captureMailDrafts(page);
    const visitor = { name: 'Ana Ruiz', company: 'Bright Clinic', industry: 'healthcare' };
    const messages = answerDialogs(page, [visitor.name, email, visitor.company, visitor.industry]);
    await page.goto('/');
    await page.getByRole('button', { name: 'Request Custom Template' }).click();

    const [lead] = await waitForRows('leads', { email });
    expect(lead).toMatchObject({
      ...visitor,
      lead_source: 'custom_template_request',
      lead_type: 'custom_template',
      message: 'Requested a custom AI bot template from the home page',
    });
    expect(messages).toHaveLength(4);
    await expect.poll(async () => (await drafts()).length).toBe(1);
    const [draft] = await drafts();
    expect(draft).toMatchObject({ to: 'hello@salesiqbotstudio.com', subject: 'Custom SalesIQ Template Request - Bright Clinic' });
    expect(draft?.body).toContain('Name: Ana Ruiz');
    expect(draft?.body).toContain('within 24 hours');
  });

  test('a custom-template request without a company saves nothing but still opens the draft', async ({ page }) => {
    const email = uniqueEmail('custom-template-no-company');
    const drafts = await captureMailDrafts(page);
    answerDialogs(page, ['Ana Ruiz', email, null, null]);
    await page.goto('/');
    await page.getByRole('button', { name: 'Request Custom Template' }).click();
    await expect.poll(async () => (await drafts())[0]?.body ?? '').toContain('Company: [Your Company]');
    await expect(waitForRows('leads', { email }, 1, 1500)).rejects.toThrow(/found 0/);
  });

  test('demo booking saves a pending request, describes the 30-minute session and points to the provider', async ({ page }) => {
    const email = uniqueEmail('demo-booking');
    const messages = answerDialogs(page, ['Sam Lee', email, 'Corner Shop']);
    await page.goto('/');
    await page.getByRole('button', { name: 'Book a Live Demo' }).click();

    const [request] = await waitForRows('demo_requests', { email });
    expect(request).toMatchObject({ name: 'Sam Lee', company: 'Corner Shop', phone: null, industry: 'general', status: 'pending' });
    await expect.poll(() => messages.length).toBe(5);
    expect(messages[3]).toContain('30-minute');
    expect(messages[4]).toContain('The booking system would open here');
    expect(messages[4]).toContain('hello@salesiqbotstudio.com');
    expect(messages[4]).toContain('+61 3 9000 4127');
  });

  test('demo booking without an email saves nothing; Cancel on the confirm shows no alert', async ({ page }) => {
    const messages = answerDialogs(page, ['Nobody Here', null, null], { confirm: false });
    await page.goto('/');
    await page.getByRole('button', { name: 'Book a Live Demo' }).click();
    await expect.poll(() => messages.length).toBe(4);
    expect(messages[3]).toContain('30-minute');
    await expect(waitForRows('demo_requests', { name: 'Nobody Here' }, 1, 1500)).rejects.toThrow(/found 0/);
  });
});
