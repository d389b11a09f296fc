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
 * Fields the visitor meets, as a screen reader's form list shows them. Where a page has more than
 * one form, each is a landmark with a name of its own (the home page's generator and lead magnet
 * both ask for an Industry and a Company Name, as SPEC names them: the form tells them apart), and
 * within a form each field is the only one its label finds.
 */
async function expectFieldsToldApart(page: Page) {
  const forms = await page.locator('form:has(input, select, textarea)').all();
  const formNames: string[] = [];
  for (const form of forms) {
    const snapshot = await form.ariaSnapshot();
    formNames.push(/^- form "([^"]+)"/.exec(snapshot)?.[1] ?? '');
    const fields = form.locator('input, select, textarea');
    for (const [, label = ''] of snapshot.matchAll(fieldRoles)) {
      await expect(form.getByLabel(label).and(fields), `fields labelled "${label}" in form "${formNames.at(-1)}"`).toHaveCount(1);
    }
  }
  if (forms.length > 1) {
    expect(formNames, 'every form named').not.toContain('');
    expect(new Set(formNames).size, `form names ${formNames.join(', ')}`).toBe(formNames.length);
  }
}

test.describe('every field is told apart: by its form, then by its label', () => {
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
