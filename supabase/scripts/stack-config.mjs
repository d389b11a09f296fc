import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localSupabaseUrl, ports } from '../../tooling/ports.mjs';

const supabaseDir = fileURLToPath(new URL('..', import.meta.url));
export const migrationsDir = path.join(supabaseDir, 'migrations');
export const seedFiles = [path.join(supabaseDir, 'seed.sql')];
export const localRolesFile = fileURLToPath(new URL('./sql/local-roles.sql', import.meta.url));

/** Same credentials as the database of `supabase start`. */
const localPassword = 'postgres';

/**
 * @typedef {object} StackConfig
 * @property {string} apiUrl what the browser calls (the gateway)
 * @property {number} gatewayPort
 * @property {number} postgrestPort
 * @property {number} postgresPort
 * @property {string} databaseUrl superuser connection used to apply the schema
 * @property {string} postgrestDbUri the login PostgREST uses
 * @property {boolean} embedded false when DATABASE_URL names an existing server
 * @property {string} dataDir the embedded cluster's files (one per port, so offsets never share)
 * @property {string} postgrestPidFile
 */

/**
 * Where everything runs, from `tooling/ports.mjs` (PORT_OFFSET) and `DATABASE_URL`.
 * @param {{ dataRoot?: string }} [overrides] `dataRoot` replaces `supabase/.data` (tests use a temp dir)
 * @returns {StackConfig}
 */
export function stackConfig(overrides = {}) {
  const externalUrl = process.env.DATABASE_URL || undefined;
  const dataRoot = overrides.dataRoot ?? path.join(supabaseDir, '.data');
  const embeddedUrl = (/** @type {string} */ user) =>
    `postgresql://${user}:${localPassword}@127.0.0.1:${ports.postgres}/postgres`;
  return {
    apiUrl: localSupabaseUrl,
    gatewayPort: ports.gateway,
    postgrestPort: ports.postgrest,
    postgresPort: ports.postgres,
    databaseUrl: externalUrl ?? embeddedUrl('postgres'),
    postgrestDbUri: externalUrl ?? embeddedUrl('authenticator'),
    embedded: externalUrl === undefined,
    dataDir: path.join(dataRoot, `postgres-${ports.postgres}`),
    postgrestPidFile: path.join(dataRoot, `postgrest-${ports.postgrest}.pid`),
  };
}

/**
 * A connection string fit for printing: the password of a non-local server is hidden.
 * @param {StackConfig} config
 */
export function printableDatabaseUrl(config) {
  if (config.embedded) return config.databaseUrl;
  const url = new URL(config.databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
}
