// Steps shared by the run and test commands: pnpm, dependencies, builds, Chromium.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteNames, usesExternalSupabase } from '../tooling/ports.mjs';

export const repo = fileURLToPath(new URL('..', import.meta.url));
const pnpmVersion = '10.34.9';
const localPnpm = `${repo}.cache/tools/node_modules/.bin/pnpm`;

/** @param {string} message */
export function step(message) {
  console.log(`\n\u25b6 ${message}`);
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {Omit<import('node:child_process').SpawnSyncOptions, 'env'> & { env?: Record<string, string> }} [options]
 *   `env` adds to this process's environment
 */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: repo, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
}

/**
 * Like `run`, but also returns what the command printed (still shown live).
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: Record<string, string> }} [options] `env` adds to this process's environment
 * @returns {Promise<{ ok: boolean, output: string }>}
 */
export function runCapturing(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env } });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
      });
    }
    child.on('error', reject);
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/** @param {string} command */
function versionOf(command) {
  try {
    return execFileSync(command, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/**
 * pnpm at the pinned version: the one on PATH if it matches, otherwise a private copy in
 * .cache/tools, which is then put first on the PATH of every command started from here (package
 * scripts such as `typecheck` call `pnpm` themselves).
 */
export function ensurePnpm() {
  if (versionOf('pnpm') === pnpmVersion) return 'pnpm';
  if (versionOf(localPnpm) !== pnpmVersion) {
    step(`Installing pnpm ${pnpmVersion} into .cache/tools`);
    run('npm', ['install', '--no-save', '--no-package-lock', '--prefix', `${repo}.cache/tools`, `pnpm@${pnpmVersion}`]);
  }
  process.env.PATH = `${dirname(localPnpm)}${delimiter}${process.env.PATH ?? ''}`;
  return localPnpm;
}

/** @param {string} pnpm the command `ensurePnpm` returned */
export function installDependencies(pnpm) {
  step('Installing dependencies (pnpm install)');
  run(pnpm, ['install', '--frozen-lockfile', '--prefer-offline']);
}

export const apps = ['shell', ...remoteNames];

/**
 * What the run, test, benchmark and dev commands build for: the hosted project when
 * PUBLIC_SUPABASE_URL names one (its anon key must be set too, or the build stops), otherwise the
 * local stack they start themselves (tooling/supabase-build-settings.ts).
 * @returns {Record<string, string>}
 */
export function dataServiceEnv() {
  return usesExternalSupabase() ? {} : { PUBLIC_SUPABASE_LOCAL: '1' };
}

/**
 * Builds every app for the browser and for Node, then renders the shell's pages; `env` reaches the
 * bundler (Supabase URL and key, remote origins, PORT_OFFSET, BUILD_ROOT).
 * @param {string} pnpm the command `ensurePnpm` returned
 * @param {Record<string, string>} [env]
 */
export function buildApps(pnpm, env = {}) {
  step('Building the shell and the four remotes (browser and server builds)');
  const buildEnv = { ...dataServiceEnv(), ...env };
  run(pnpm, ['-r', '--workspace-concurrency=2', ...apps.flatMap((app) => ['--filter', `./${app}`]), 'build'], { env: buildEnv });
  renderPages([], buildEnv);
}

/**
 * scripts/render-pages.mjs: the static routes' HTML, rendered by React in Node.
 * @param {string[]} [args]
 * @param {Record<string, string>} [env]
 */
export function renderPages(args = [], env = {}) {
  step('Rendering the pages (scripts/render-pages.mjs)');
  run(process.execPath, ['scripts/render-pages.mjs', ...args], { env });
}

/**
 * @param {string | undefined} value
 * @returns {value is string}
 */
const isSet = (value) => Boolean(value);

/** A Chromium for Playwright: CHROME_PATH, Debian's /usr/bin/chromium, or install it with apt as root. */
export function ensureChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(isSet);
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    step("Installing Debian's chromium for the browser tests");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or point CHROME_PATH at a Chromium or Chrome binary, then run the test command again.',
  );
}
