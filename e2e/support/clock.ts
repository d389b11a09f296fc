import type { Page } from '@playwright/test';

/**
 * Stops the page's clock (installed before `goto`) one second on, so `runFor` decides when the
 * spec's timers fire. The step flushes what is due at once (React reveals Suspense content on a
 * 300 ms timer); a long jump would also fire the timers that guard slow loads, such as the
 * federation runtime's 20 s script timeout, and fail a remote that is still loading. On a busy
 * machine that second can pass between reading the page's time and pausing: then it is read again.
 */
export async function pauseClock(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/** Installs the page's clock (at `time`, when given), opens `path` and pauses the clock there. */
export async function openWithPausedClock(page: Page, path: string, time?: number) {
  await page.clock.install(time === undefined ? undefined : { time });
  await page.goto(path);
  await pauseClock(page);
}
