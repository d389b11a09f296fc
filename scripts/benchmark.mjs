// The benchmark command (docs/performance.md): builds the site federated and as one monolithic
// app (MONOLITH=1), serves both at once with the static routes' pages stripped of their scripts
// (the floor), runs Lighthouse on each route's variants interleaved (median of five, mobile) and
// measures the gzip JS and CSS each route loads on a first visit.
//   node scripts/benchmark.mjs [--quick] [--desktop] [--skip-build] [--routes /,/healthcare]
//     [--compare name=http://localhost:3100,…]
// --quick: one run. --desktop: desktop runs too (they double the time). --routes: some of the
// routes below. --compare: other builds of the site, each served by a checkout of its own
// (`PORT_OFFSET=100 node scripts/serve.mjs`), run interleaved with the rest: how a start-up
// tweak is judged. Writes benchmark-results.json (every run) and prints markdown tables.
// Builds into .cache/benchmark/<app>/ (BUILD_ROOT, tooling/build-folders.mjs): a site served from
// the apps' own dist/ folders, built for other ports, keeps running untouched.
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { sampleVisitorSession } from '../tooling/sample-visitor-session.mjs';
import { measureFirstVisit } from './benchmark-first-visit.mjs';
import { lighthouseRun } from './benchmark-lighthouse.mjs';
import { markdownReport, median } from './benchmark-report.mjs';
import { serveVariants } from './benchmark-servers.mjs';
import { stopOnSignals } from './serve.mjs';
import { buildApps, dataServiceEnv, ensurePnpm, renderPages, repo, run, step } from './workspace.mjs';

/** @typedef {import('./benchmark-report.mjs').Mode} Mode */
/** @typedef {import('./benchmark-report.mjs').LighthouseScores} LighthouseScores */
/** @typedef {import('./benchmark-report.mjs').RouteResult} RouteResult */

const allRoutes = [
  '/',
  '/healthcare',
  '/food-beverage',
  '/retail',
  '/personalized-guide',
  '/salesiq-guide/healthcare/bright-clinic',
  '/generate-bot-script/healthcare/bright-clinic',
];

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean' },
    desktop: { type: 'boolean' },
    'skip-build': { type: 'boolean' },
    routes: { type: 'string' },
    compare: { type: 'string' },
  },
});
const quick = options.quick === true;
const routes = options.routes?.split(',') ?? allRoutes;
const unknown = routes.filter((path) => !allRoutes.includes(path));
if (unknown.length) throw new Error(`--routes: ${unknown.join(', ')} not among ${allRoutes.join(', ')}`);
const runs = quick ? 1 : 5;
/** @type {Record<string, string>} the compared builds' origins by name */
const compared = Object.fromEntries(
  (options.compare?.split(',') ?? []).map((pair) => {
    const [name, origin] = pair.split('=');
    if (!name || !origin?.startsWith('http')) throw new Error(`--compare: "${pair}" is not name=http://host:port`);
    return [name, origin];
  }),
);
/** @type {[Mode, ...Mode[]]} */
const modes = options.desktop ? ['mobile', 'desktop'] : ['mobile'];

/** Where the benchmark's builds go, relative to the repository. */
const buildRoot = '.cache/benchmark';

/** Result pages are made in the browser from the visitor's session: they have no script-free floor. */
const isResultPage = (/** @type {string} */ path) => path.startsWith('/salesiq-guide/') || path.startsWith('/generate-bot-script/');

/**
 * The variants in run `index`'s order: each goes first in turn, so none always runs on the
 * machine as the previous one left it.
 * @param {string[]} variants
 * @param {number} index
 */
const rotated = (variants, index) => {
  const first = index % variants.length;
  return [...variants.slice(first), ...variants.slice(0, first)];
};

const pnpm = ensurePnpm();
if (options['skip-build'] !== true) {
  const buildEnv = { ...dataServiceEnv(), BUILD_ROOT: buildRoot };
  buildApps(pnpm, buildEnv);
  step(`Building the monolithic baseline (MONOLITH=1) into ${buildRoot}/shell/dist-monolith`);
  run(pnpm, ['--filter', './shell', 'build'], { env: { ...buildEnv, MONOLITH: '1' } });
  renderPages(['--dist', 'dist-monolith'], buildEnv);
}

step('Serving the federated site, the monolithic shell and the script-free pages');
const served = await serveVariants({ buildRoot, scriptFreeRoutes: routes.filter((path) => !isResultPage(path)) });
stopOnSignals(served.stop);
/** @type {Record<string, string>} */
const origins = { ...served.origins, ...compared };
/** @type {RouteResult[]} */
const results = [];
try {
  for (const path of routes) {
    const session = isResultPage(path) ? sampleVisitorSession : null;
    /** @type {string[]} */
    const variants = [...(isResultPage(path) ? ['federated', 'monolithic'] : ['federated', 'monolithic', 'scriptFree']), ...Object.keys(compared)];
    const bytes = {
      federated: await measureFirstVisit(`${origins.federated}${path}`, session),
      monolithic: await measureFirstVisit(`${origins.monolithic}${path}`, session),
    };
    /** @type {RouteResult['lighthouse']} */
    const lighthouse = {};
    for (const mode of modes) {
      /** @type {Record<string, LighthouseScores[]>} */
      const samples = {};
      for (let index = 0; index < runs; index += 1) {
        for (const variant of rotated(variants, index)) {
          console.log(`  ${mode} ${path} run ${index + 1}/${runs} ${variant}`);
          // Each run launches a browser of its own (a fresh profile): no cache or storage carries over.
          const origin = origins[variant] ?? '';
          const sample = await lighthouseRun(`${origin}${path}`, mode, session && { origin, entries: session });
          (samples[variant] ??= []).push(sample);
        }
      }
      lighthouse[mode] = Object.fromEntries(Object.entries(samples).map(([variant, scores]) => [variant, { median: median(scores), samples: scores }]));
    }
    results.push({ path, bytes, lighthouse });
  }
} finally {
  await served.stop();
}

const result = { date: new Date().toISOString(), quick, runs, modes, compared: Object.keys(compared), routes: results };
await writeFile(`${repo}benchmark-results.json`, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\n${markdownReport(result)}\nWrote benchmark-results.json`);
