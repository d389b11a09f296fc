import type { Locator, Page } from '@playwright/test';

/** Presses the industry page's first Download Template Kit button; returns the dialog it opens. */
export async function openTemplateDialog(page: Page, industryName: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Download Template Kit' }).first().click();
  return page.getByRole('dialog', { name: `Get the ${industryName} Template Kit` });
}

/** Fills the template dialog's Full Name and Email Address (and Company Name when given) by their labels. */
export async function fillTemplateDialog(dialog: Locator, visitor: { name: string; email: string; company?: string }) {
  await dialog.getByLabel('Full Name').fill(visitor.name);
  await dialog.getByLabel('Email Address').fill(visitor.email);
  if (visitor.company !== undefined) await dialog.getByLabel('Company Name').fill(visitor.company);
}
