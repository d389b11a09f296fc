import { expect, type Page } from '@playwright/test';

/**
 * The tracker's session id of the page, once the app has started and made one: the page is on
 * screen (server-rendered) before its scripts have run, so right after `goto` there may be none yet.
 */
export async function sessionIdOf(page: Page): Promise<string> {
  let sessionId = '';
  await expect
    .poll(async () => {
      sessionId = await page.evaluate(() => sessionStorage.getItem('session_id') ?? '');
      return sessionId;
    })
    .toMatch(/^session_\d+_[a-z0-9]+$/);
  return sessionId;
}
