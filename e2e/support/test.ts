import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Long enough for a busy CI machine; a page that never takes over fails the step it is in. */
export const takeoverTimeoutMs = 45_000;

/**
 * A prerendered page is readable at once but inert until the app takes over (see
 * shell/public/prerendered-page.js). Clicks and fills wait for that by themselves; keyboard,
 * mouse-wheel, clock and script steps do not, so the suite's page loads wait for the takeover.
 */
async function untilAppHasTakenOver(page: Page) {
  await page.locator('#root[inert]').waitFor({ state: 'detached', timeout: takeoverTimeoutMs });
}

export const test = base.extend<{ waitForTakeover: boolean }>({
  /** Off for tests that look at a prerendered page before the app takes it over. */
  waitForTakeover: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, waitForTakeover }, use) => {
    if (javaScriptEnabled && waitForTakeover) {
      for (const navigation of ['goto', 'reload'] as const) {
        const navigate = page[navigation].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
        Object.assign(page, {
          [navigation]: async (...args: unknown[]) => {
            const response = await navigate(...args);
            await untilAppHasTakenOver(page);
            return response;
          },
        });
      }
    }
    await use(page);
  },
});
