// One Lighthouse run (Debian Chromium) of one URL in mobile or desktop mode. Lighthouse drives a
// tab of its own browser through its Node API, so a page that reads the visitor's session is
// measured on its own load: the tab is seeded first and Lighthouse keeps its storage.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { chromiumFlags } from '../tooling/chromium-flags.mjs';

/**
 * @param {string} url
 * @param {'mobile' | 'desktop'} mode
 * @param {{ origin: string, entries: Record<string, unknown> } | null} session sessionStorage to
 *   write on `origin` before the run
 * @returns {Promise<{ performance: number, accessibility: number, bestPractices: number, seo: number, lcp: number, tbt: number, cls: number }>}
 */
export async function lighthouseRun(url, mode, session = null) {
  const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: chromiumFlags });
  try {
    const page = await browser.newPage();
    if (session) {
      await page.goto(`${session.origin}/robots.txt`);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, JSON.stringify(value));
      }, session.entries);
    }
    const flags = {
      output: /** @type {'json'} */ ('json'),
      logLevel: /** @type {'error'} */ ('error'),
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableStorageReset: session !== null,
    };
    const result = await lighthouse(url, flags, mode === 'desktop' ? desktopConfig : undefined, page);
    if (!result) throw new Error(`lighthouse ${url}: no result`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`);
    const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: Math.round(audit('largest-contentful-paint')),
      tbt: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    };
  } finally {
    await browser.close();
  }
}
