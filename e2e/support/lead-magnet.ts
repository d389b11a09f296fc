import type { Locator, Page } from '@playwright/test';

/** The home page's lead-magnet form: the home page's generator has fields of the same names. */
export const leadMagnetForm = (page: Page) => page.getByRole('form', { name: 'Template kit download' });

/** Fills the lead-magnet form's Full Name and Business Email (and Company Name when given) by their labels; returns the form. */
export async function fillLeadMagnet(page: Page, visitor: { name: string; email: string; company?: string }): Promise<Locator> {
  const form = leadMagnetForm(page);
  await form.getByLabel('Full Name').fill(visitor.name);
  await form.getByLabel('Business Email').fill(visitor.email);
  if (visitor.company !== undefined) await form.getByLabel('Company Name').fill(visitor.company);
  return form;
}
