import type { Page } from '@playwright/test';

/**
 * Holds every request of `page` to `url` (a glob, as `page.route` takes it) until `release()`:
 * a slow network for one resource, released when the test says so.
 */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
