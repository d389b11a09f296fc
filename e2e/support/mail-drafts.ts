import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __mailDrafts?: string[];
  }
}

/**
 * Records every mail draft the page opens, instead of launching a mail program: the page opens
 * one by clicking a hidden mailto: link of its own (ui/src/browser-dialogs.ts). A visitor's own
 * click on a mailto: link of the page is left to the page, also when the shell replays it (a
 * script's click) because it came before that part had hydrated.
 */
export async function captureMailDrafts(page: Page) {
  await page.addInitScript(() => {
    window.__mailDrafts = [];
    document.addEventListener(
      'click',
      (event) => {
        if (event.isTrusted) return;
        const link = event.target instanceof Element ? event.target.closest('a[href^="mailto:"]') : null;
        if (link instanceof HTMLAnchorElement && link.hidden) {
          window.__mailDrafts?.push(link.href);
          event.preventDefault();
        }
      },
      true,
    );
  });
  return async () => {
    const hrefs = await page.evaluate(() => window.__mailDrafts ?? []);
    return hrefs.map((href) => {
      const url = new URL(href);
      return { to: url.pathname, subject: url.searchParams.get('subject') ?? '', body: url.searchParams.get('body') ?? '' };
    });
  };
}
