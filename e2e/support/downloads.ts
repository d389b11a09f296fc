import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

/** Runs `action`, waits for the file it downloads and returns its name, content and MIME type. */
export async function captureDownload(page: Page, action: () => Promise<unknown>) {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  const path = await download.path();
  return { fileName: download.suggestedFilename(), content: await readFile(path, 'utf8'), url: download.url() };
}
