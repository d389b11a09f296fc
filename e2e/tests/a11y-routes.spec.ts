import { expect, test } from '../support/test';
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
