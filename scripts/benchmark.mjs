// The benchmark command (README "Performance"): builds the site federated and as one monolithic
// app (MONOLITH=1), serves each like the run command, runs Lighthouse in mobile and desktop modes
// (median of three) and measures the gzip JS and CSS each route loads on a first visit.
//   node scripts/benchmark.mjs [--quick] [--skip-build]
// --quick: one run, mobile only. Writes benchmark-results.json and prints a markdown table.
// Builds into .cache/benchmark/<app>/ (BUILD_ROOT, tooling/build-folders.mjs): a site served from
// the apps' own dist/ folders, built for other ports, keeps running untouched.
import { writeFile } from 'node:fs/promises';
import { localOrigin } from '../tooling/ports.mjs';
import { sampleVisitorSession } from '../tooling/sample-visitor-session.mjs';
import { measureFirstVisit } from './benchmark-first-visit.mjs';
import { lighthouseRun } from './benchmark-lighthouse.mjs';
import { markdownReport, median } from './benchmark-report.mjs';
import { serveEverything } from './serve.mjs';
import { buildApps, dataServiceEnv, ensurePnpm, renderPages, repo, run, step } from './workspace.mjs';

const quick = process.argv.includes('--quick');
const skipBuild = process.argv.includes('--skip-build');
const runs = quick ? 1 : 3;
/** @type {[Mode, ...Mode[]]} */
const modes = quick ? ['mobile'] : ['mobile', 'desktop'];

/** Where the benchmark's builds go, relative to the repository. */
const buildRoot = '.cache/benchmark';

export const routes = [
  '/',
  '/healthcare',
  '/food-beverage',
  '/retail',
  '/personalized-guide',
  '/salesiq-guide/healthcare/bright-clinic',
  '/generate-bot-script/healthcare/bright-clinic',
];
/** @typedef {import('./benchmark-report.mjs').Mode} Mode */
/** @typedef {import('./benchmark-report.mjs').RouteResult} RouteResult */

/** @param {string} path */
const needsSession = (path) => path.startsWith('/salesiq-guide/') || path.startsWith('/generate-bot-script/');

/**
 * The session a result page reads, for Lighthouse to write into its tab before the run.
 * @param {string} path
 */
const sessionFor = (path) => (needsSession(path) ? { origin: localOrigin('shell'), entries: sampleVisitorSession } : null);

/**
 * @param {string} label
 * @param {string} distFolder
 * @returns {Promise<RouteResult[]>}
 */
async function measureBuild(label, distFolder) {
  step(`Serving the ${label} build`);
  const served = await serveEverything({ distFolder, buildRoot });
  try {
    const results = [];
    for (const path of routes) {
      const bytes = await measureFirstVisit(`${localOrigin('shell')}${path}`, needsSession(path) ? sampleVisitorSession : null);
      /** @type {RouteResult['lighthouse']} */
      const lighthouse = {};
      for (const mode of modes) {
        const samples = [];
        for (let index = 0; index < runs; index += 1) {
          console.log(`  ${label} ${mode} ${path} run ${index + 1}/${runs}`);
          samples.push(await lighthouseRun(`${localOrigin('shell')}${path}`, mode, sessionFor(path)));
        }
        lighthouse[mode] = { median: median(samples), samples };
      }
      results.push({ path, bytes, lighthouse });
    }
    return results;
  } finally {
    await served.stop();
  }
}

const pnpm = ensurePnpm();
if (!skipBuild) {
  const buildEnv = { ...dataServiceEnv(), BUILD_ROOT: buildRoot };
  buildApps(pnpm, buildEnv);
  step(`Building the monolithic baseline (MONOLITH=1) into ${buildRoot}/shell/dist-monolith`);
  run(pnpm, ['--filter', './shell', 'build'], { env: { ...buildEnv, MONOLITH: '1' } });
  renderPages(['--dist', 'dist-monolith'], buildEnv);
}

const federated = await measureBuild('federated', 'dist');
const monolithic = await measureBuild('monolithic', 'dist-monolith');
const result = { date: new Date().toISOString(), quick, runs, modes, federated, monolithic };
await writeFile(`${repo}benchmark-results.json`, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\n${markdownReport(result)}\nWrote benchmark-results.json`);
