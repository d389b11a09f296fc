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

/**
 * Fields the visitor meets, by the name a screen reader's form list shows. Each must be the only
 * field its label finds: on a page with two forms, a second "Company Name" leaves a listener, or
 * anyone who looks for the field by its label, to guess which is which.
 */
async function expectEachFieldLabelUnique(page: Page) {
  const snapshot = await page.locator('body').ariaSnapshot();
  const names = [...snapshot.matchAll(/^\s*- (?:textbox|combobox|checkbox|radio|spinbutton|searchbox) "([^"]+)"/gm)].map(([, name]) => name ?? '');
  const fields = page.locator('input, select, textarea');
  for (const name of names) await expect(page.getByLabel(name).and(fields), `fields labelled "${name}"`).toHaveCount(1);
}

test.describe('every field is the only one its label finds', () => {
  for (const { path, heading } of a11yRoutes) {
    test(`${path}`, async ({ page }) => {
      await seedSession(page);
      await gotoRendered(page, path, heading);
      await expectEachFieldLabelUnique(page);
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
