import { expect, test } from '../support/test';
import { chatLines } from '../support/chat-lines';
import { openWithPausedClock } from '../support/clock';

const retailScriptStart = 'Hi there! I’m the Retail AI Shopping Assistant.';

const start = Date.parse('2026-03-02T09:00:00Z');

test.describe('floating demo chat', () => {
  test('follows the scripted timings and stops after five lines', async ({ page }) => {
    await openWithPausedClock(page, '/retail', start);
    await expect(page.getByRole('heading', { level: 1, name: /^SalesIQ for / })).toBeVisible();
    const launcher = page.getByRole('button', { name: 'Try Our Retail AI Bot Now!' });
    await launcher.click();
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    const chat = page.getByRole('region', { name: 'Retail AI Shopping Assistant' });
    const log = chat.getByRole('log');
    const { bot: botLines, visitor: visitorLines } = chatLines(log);
    const typing = chat.getByRole('status', { name: 'Retail AI Shopping Assistant is typing' });

    await expect(typing).toBeVisible();
    await expect(chat.getByRole('heading', { name: 'Retail AI Shopping Assistant' })).toBeVisible();
    await page.clock.runFor(999);
    await expect(botLines).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(botLines).toHaveCount(1);
    await expect(botLines.first()).toContainText(retailScriptStart);
    // The indicator shows for 1.5 s from the open, past the first line.
    await page.clock.runFor(499);
    await expect(typing).toBeVisible();
    await page.clock.runFor(1);
    await expect(typing).toBeHidden();

    await expect(chat.getByRole('group', { name: 'Quick replies' }).getByRole('button')).toHaveText(['Find products', 'Track order', 'Return policy']);
    const heightBefore = (await chat.boundingBox())?.height;
    await chat.getByRole('button', { name: 'Find products' }).click();
    await expect(visitorLines).toHaveText(['You said:Find products']);
    // While the bot answers, the visitor's words show once: the quick replies step aside, in place.
    await expect(chat.getByText('Find products', { exact: true })).toHaveCount(1);
    expect((await chat.boundingBox())?.height).toBe(heightBefore);
    await page.clock.runFor(1999);
    await expect(botLines).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(botLines).toHaveCount(2);
    await expect(chat.getByRole('group', { name: 'Quick replies' }).getByRole('button')).toHaveCount(3);

    const input = chat.getByLabel('Type your message');
    for (const [index, text] of ['Size 9 please', 'Yes, hold it', 'Thanks!'].entries()) {
      await input.fill(text);
      await input.press('Enter');
      await page.clock.runFor(2000);
      await expect(botLines).toHaveCount(3 + index);
    }
    await expect(botLines.nth(2)).toContainText('15-minute hold');

    await input.fill('One more question');
    await input.press('Enter');
    await page.clock.runFor(5000);
    await expect(botLines).toHaveCount(5);
    await expect(typing).toBeHidden();

    await launcher.click();
    await expect(chat).toBeHidden();
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });

  test('uses the default quick replies and the industry bot name elsewhere', async ({ page }) => {
    await page.goto('/hospitality');
    await page.getByRole('button', { name: 'Try Our Hospitality AI Bot Now!' }).click();
    const chat = page.getByRole('region', { name: 'Hospitality AI Concierge Assistant' });
    await expect(chat.getByRole('group', { name: 'Quick replies' }).getByRole('button')).toHaveText(['Yes, interested', 'Tell me more', 'Not right now']);
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await expect(chat).toBeHidden();
  });
});
