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
  '/hospitality': ['65%', 'more direct bookings', '40%', 'higher guest satisfaction', '50%', 'reduced front desk load'],
  '/automotive': ['75%', 'more qualified leads', '60%', 'faster service booking', '24/7'],
  '/legal': ['80%', 'more qualified consultations', '65%', 'faster intake', '24/7'],
  '/fitness': ['55%', 'higher membership conversion', '40%', 'reduced churn', '70%', 'more class bookings'],
  '/telecom': ['50%', 'fewer support calls', '35%', 'higher plan upgrades', '24/7'],
};

for (const [path, words] of Object.entries(specWordsByPage)) {
  test(`${path}: each of SPEC's words is found once`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const phrase of words) await expect(page.getByText(phrase), phrase).toHaveCount(1);
  });
}
