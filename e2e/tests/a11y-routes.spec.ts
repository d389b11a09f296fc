import { expect, type Page, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { a11yRoutes, gotoRendered, seedSession } from '../support/a11y-routes';

// The site's CSP forbids inline scripts; axe is injected as one.
test.use({ bypassCSP: true });

test.describe('accessibility of every route (axe, WCAG 2.2 A/AA)', () => {
  for (const { path, heading } of a11yRoutes) {
    test(`${path} has no violations`, async ({ page }) => {
      await seedSession(page);
      await gotoRendered(page, path, heading);
      await expectNoAxeViolations(page);
    });
  }
});

const fieldRoles = /^\s*- (?:textbox|combobox|checkbox|radio|spinbutton|searchbox) "([^"]+)"/gm;

/**
 * Fields the visitor meets, as a screen reader's form list shows them. Each must be the only field
 * its label finds on the page: with a second "Company Name", a listener, or anyone who looks for
 * the field by its label, has to guess which is which. Where a page has more than one form, each is
 * also a landmark with a name of its own.
 */
async function expectFieldsToldApart(page: Page) {
  const snapshot = await page.locator('body').ariaSnapshot();
  const fields = page.locator('input, select, textarea');
  for (const [, label = ''] of snapshot.matchAll(fieldRoles)) {
    await expect(page.getByLabel(label).and(fields), `fields labelled "${label}"`).toHaveCount(1);
  }
  const forms = await page.locator('form:has(input, select, textarea)').all();
  if (forms.length < 2) return;
  const formNames = await Promise.all(forms.map(async (form) => /^- form "([^"]+)"/.exec(await form.ariaSnapshot())?.[1] ?? ''));
  expect(formNames, 'every form named').not.toContain('');
  expect(new Set(formNames).size, `form names ${formNames.join(', ')}`).toBe(formNames.length);
}

test.describe('every field is told apart: by its label on the page, and by its form', () => {
  for (const { path, heading } of a11yRoutes) {
    test(`${path}`, async ({ page }) => {
      await seedSession(page);
      await gotoRendered(page, path, heading);
      await expectFieldsToldApart(page);
    });
  }
});

test.describe('320 px wide (200 % zoom of 640 px): no horizontal scrolling', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const { path, heading } of a11yRoutes) {
    test(`${path} fits 320 px`, async ({ page }) => {
      await seedSession(page);
      await gotoRendered(page, path, heading);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, `scrollWidth ${scrollWidth} > ${innerWidth}`).toBeLessThanOrEqual(innerWidth);
    });
  }
});
