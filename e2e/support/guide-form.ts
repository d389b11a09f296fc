import type { Page } from '@playwright/test';

export interface GuideFormValues {
  name: string;
  company: string;
  email: string;
  /** The value of an option of Select Industry. */
  industry: string;
}

/** Fills the guide form (`/personalized-guide`) field by field, by its labels, as a visitor does. */
export async function fillGuideForm(page: Page, values: GuideFormValues) {
  await page.getByLabel('Your Name').fill(values.name);
  await page.getByLabel('Company Name').fill(values.company);
  await page.getByLabel('Business Email').fill(values.email);
  await page.getByLabel('Select Industry').selectOption(values.industry);
}
