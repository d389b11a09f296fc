import { expect, type Locator, type Page } from '@playwright/test';
import { answerDialogs } from './browser-dialogs';
import { captureMailDrafts } from './mail-drafts';

/**
 * Opens `path`, presses `press` and answers the browser prompts it asks with `answers`, as a
 * visitor does, then waits for the mail draft the request opens.
 */
export async function requestThroughPrompts(page: Page, path: string, answers: (string | null)[], press: Locator): Promise<void> {
  const drafts = await captureMailDrafts(page);
  answerDialogs(page, answers);
  await page.goto(path);
  await press.click();
  await expect.poll(async () => (await drafts()).length).toBe(1);
}
