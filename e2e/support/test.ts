// The suites import Playwright from here, so a fixture every suite needs has one home. Page loads
// are Playwright's own: a test acts as soon as what it needs is on the screen, as a person does.
import { expect, test as base } from '@playwright/test';

export * from '@playwright/test';

interface HydrationOptions {
  /**
   * For a test that takes a remote down: React cannot hydrate that remote's part without its code,
   * renders the part's fallback instead, and reports that it did.
   */
  remoteDownDuringHydration: boolean;
}

/**
 * Every test's page fails its test on a hydration error (the shell reports React's recoverable
 * errors to the console as `[hydration] …`): React then throws the server's page away and renders
 * it afresh, which a flow's own checks may not notice, though a visitor can lose what they typed.
 */
export const test = base.extend<HydrationOptions>({
  remoteDownDuringHydration: [false, { option: true }],
  page: async ({ page, remoteDownDuringHydration }, runTest) => {
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('[hydration]')) hydrationErrors.push(message.text());
    });
    await runTest(page);
    if (!remoteDownDuringHydration) expect(hydrationErrors, 'hydration errors in the console').toEqual([]);
  },
});
