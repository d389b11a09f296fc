// The test command: installs what is missing, then type-checks, runs every package's unit tests,
// builds the site and runs the Playwright suites in Chromium against the real local stack.
import { buildApps, ensureChromium, ensurePnpm, installDependencies, run, step } from './workspace.mjs';

try {
  const pnpm = ensurePnpm();
  installDependencies(pnpm);
  const chromium = ensureChromium();

  step('Type-checking the workspace');
  run(pnpm, ['typecheck']);

  step('Unit and component tests (rstest)');
  run(pnpm, ['-r', '--workspace-concurrency=1', '--reporter=append-only', 'test']);

  buildApps(pnpm);

  step('End-to-end tests (Playwright, Chromium)');
  run(pnpm, ['--filter', 'e2e', 'test'], { env: { CHROME_PATH: chromium } });

  console.log('\nAll checks passed.');
} catch (error) {
  console.error(`\n\u2716 ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
