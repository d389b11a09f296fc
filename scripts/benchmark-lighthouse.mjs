// One Lighthouse run (CLI, Debian Chromium) of one URL in mobile or desktop mode.
import { spawn } from 'node:child_process';
import { repo } from './workspace.mjs';

const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage';
const lighthouseBin = `${repo}node_modules/.bin/lighthouse`;

/** @returns {Promise<{ performance: number, accessibility: number, bestPractices: number, seo: number, lcp: number, tbt: number, cls: number }>} */
export function lighthouseRun(url, mode) {
  const args = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${chromeFlags}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    ...(mode === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(lighthouseBin, args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} failed (${code}): ${errors.slice(-2000)}`));
      const report = JSON.parse(output);
      if (report.runtimeError) return reject(new Error(`lighthouse ${url}: ${report.runtimeError.message}`));
      const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
      const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
      resolve({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: Math.round(audit('largest-contentful-paint')),
        tbt: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      });
    });
  });
}
