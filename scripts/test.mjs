// The test command: installs what is missing, then type-checks, lints, runs every package's unit tests,
// checks the local stack as a deployed project is checked (`pnpm supabase:verify`), builds the site
// and runs the Playwright suites in Chromium against the real local stack.
// It ends with one "N passed, N failed" line and a non-zero exit on any failure.
import { playwrightCounts, rstestCounts, verifyCounts } from './test-counts.mjs';
import { verifyLocalStack } from './verify-local-stack.mjs';
import { buildApps, ensureChromium, ensurePnpm, installDependencies, run, runCapturing, step } from './workspace.mjs';

const totals = { passed: 0, failed: 0 };
/** @param {{ passed: number, failed: number }} counts */
const add = ({ passed, failed }) => {
  totals.passed += passed;
  totals.failed += failed;
};

try {
  const pnpm = ensurePnpm();
  installDependencies(pnpm);
  const chromium = ensureChromium();

  step('Type-checking the workspace');
  run(pnpm, ['typecheck']);

  step('Linting the workspace (ESLint, zero warnings)');
  run(pnpm, ['lint']);

  step('Unit and component tests (rstest)');
  const unit = await runCapturing(pnpm, ['-r', '--filter', '!e2e', '--workspace-concurrency=1', '--reporter=append-only', 'test']);
  add(rstestCounts(unit.output));
  if (!unit.ok) throw new Error('unit tests failed');

  step('Post-deploy check of the local stack (pnpm supabase:verify)');
  const verify = await verifyLocalStack();
  add(verifyCounts(verify.output));
  if (!verify.ok) throw new Error('pnpm supabase:verify failed');

  buildApps(pnpm);

  step('End-to-end tests (Playwright, Chromium)');
  const e2e = await runCapturing(pnpm, ['--filter', 'e2e', 'test'], { env: { CHROME_PATH: chromium } });
  add(playwrightCounts(e2e.output));
  if (!e2e.ok) throw new Error('end-to-end tests failed');

  console.log(`\nAll checks passed.\n${totals.passed} passed, ${totals.failed} failed`);
} catch (error) {
  console.error(`\n\u2716 ${error instanceof Error ? error.message : error}`);
  console.log(`${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
  process.exit(1);
}
