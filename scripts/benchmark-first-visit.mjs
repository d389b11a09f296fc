// Gzip bytes of JS and CSS a first visit of a route transfers, measured in Playwright's Chromium.
import { chromium } from '@playwright/test';
import { chromiumFlags } from '../tooling/chromium-flags.mjs';

/**
 * @param {string} url
 * @param {Record<string, unknown> | null} session session stores written before the page's scripts run
 */
export async function measureFirstVisit(url, session) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  });
  try {
    const page = await browser.newPage();
    if (session) {
      await page.addInitScript((stores) => {
        for (const [key, value] of Object.entries(stores)) sessionStorage.setItem(key, JSON.stringify(value));
      }, session);
    }
    const totals = { js: 0, css: 0, jsFiles: 0, cssFiles: 0 };
    /** @type {Promise<void>[]} */
    const pending = [];
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        request.sizes().then(({ responseBodySize }) => {
          const kind = type === 'script' ? 'js' : 'css';
          totals[kind] += responseBodySize;
          totals[`${kind}Files`] += 1;
        }),
      );
    });
    /** @type {Set<import('@playwright/test').Request>} */
    const inFlight = new Set();
    let requests = 0;
    page.on('request', (request) => {
      requests += 1;
      inFlight.add(request);
    });
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // On a busy machine the network can be quiet for a while as a script evaluates before asking
    // for the next ones ('networkidle' then comes too early): done once the page's main thread
    // has gone idle with nothing in flight and nothing new asked for since.
    const giveUpAt = Date.now() + 60_000;
    for (let seen = -1; seen !== requests || inFlight.size > 0; ) {
      if (Date.now() > giveUpAt) throw new Error(`${url}: still loading after a minute`);
      seen = requests;
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      if (inFlight.size > 0) await page.waitForTimeout(100);
    }
    await Promise.all(pending);
    return totals;
  } finally {
    await browser.close();
  }
}
