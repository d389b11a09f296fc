import { expect, test } from '../support/test';

/**
 * SPEC's figures, names and buttons, each on the page SPEC puts it: a visitor who searches the page
 * for one (or a test that looks it up by its text) finds one element, not the same words again in
 * marketing copy around it.
 */
const specWordsByPage: Record<string, readonly string[]> = {
  '/': ['Get AI Bot Templates', 'See AI in Action', 'Explore', 'Food & Beverage', 'Insurance', 'Energy'],
  '/healthcare': ['Appointment Booking Bot', 'Patient Intake Bot', '70%', '3x', '40%', '50%', '60%'],
  '/finance': ['Loan Application Bot', 'Investment Advisory Bot', '85%', '50%', '95%'],
  '/retail': ['35%', '50%', '60%'],
  '/hospitality': ['65% more direct bookings', '40% higher guest satisfaction', '50% reduced front desk load'],
  '/automotive': ['75% more qualified leads', '60% faster service booking', '24/7'],
  '/legal': ['80% more qualified consultations', '65% faster intake', '24/7'],
  '/fitness': ['55% higher membership conversion', '40% reduced churn', '70% more class bookings'],
  '/telecom': ['50% fewer support calls', '35% higher plan upgrades', '24/7'],
};

for (const [path, words] of Object.entries(specWordsByPage)) {
  test(`${path}: each of SPEC's words is found once`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const phrase of words) {
      // A figure is found as SPEC writes it ("65% more direct bookings"), and by its number or its words alone.
      for (const part of [phrase, ...(/^\S+% /.test(phrase) ? phrase.split(/(?<=%) /) : [])]) {
        await expect(page.getByText(part), part).toHaveCount(1);
      }
    }
  });
}

/** A demo chat's quick replies (SPEC §2) and bot name, once its first line is in: the chat's words are not the page's. */
const chatsByPage: Record<string, { start: readonly string[]; words: readonly string[] }> = {
  '/healthcare': { start: ['Try Our Healthcare AI Bot Now!'], words: ['Book appointment', 'Ask about services', 'Emergency info', 'Healthcare AI Patient Assistant'] },
  '/finance': { start: ['Try Our Finance AI Bot Now!'], words: ['Get loan quote', 'Investment advice', 'Account help', 'Finance AI Advisory Assistant'] },
  '/retail': { start: ['Try Our Retail AI Bot Now!'], words: ['Find products', 'Track order', 'Return policy', 'Retail AI Shopping Assistant'] },
  '/': {
    start: ['Start Healthcare Demo', 'Start Finance Demo'],
    words: ['Book appointment', 'Ask about services', 'Emergency info', 'Get loan quote', 'Investment advice', 'Account help', 'HealthCare AI Assistant', 'Finance AI Advisor'],
  },
};

for (const [path, { start, words }] of Object.entries(chatsByPage)) {
  test(`${path}: the demo chat's quick replies and bot name are each found once`, async ({ page }) => {
    await page.clock.install();
    await page.goto(path);
    for (const name of start) await page.getByRole('button', { name }).click();
    await page.clock.runFor(1000);
    // Each chat has said its first line, as a visitor reads it.
    const conversations = page.getByRole('log', { name: /^Conversation with / });
    await expect(conversations).toHaveCount(start.length);
    for (const conversation of await conversations.all()) await expect(conversation).toContainText('I’m');
    for (const phrase of words) await expect(page.getByText(phrase), phrase).toHaveCount(1);
  });
}
