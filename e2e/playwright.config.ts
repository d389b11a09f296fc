import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags } from '../tooling/chromium-flags.mjs';
import { localOrigin } from '../tooling/ports.mjs';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['junit', { outputFile: 'test-results/junit.xml' }]] : [['list']],
  use: {
    baseURL: localOrigin('shell'),
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumFlags },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node ../scripts/serve.mjs',
    url: `${localOrigin('shell')}/remotes.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
