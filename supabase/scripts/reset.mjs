// `pnpm --filter supabase reset`: drops all data and schema, then re-applies migrations and seed.
// Works while the stack runs (PostgREST reloads its schema cache) and when it is stopped.
import pg from 'pg';
import { resetDatabase } from './apply-schema.mjs';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';
import { printableDatabaseUrl, stackConfig } from './stack-config.mjs';

const config = stackConfig();
const log = (/** @type {string} */ message) => console.log(message);

/** @param {string} databaseUrl */
async function reachable(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

try {
  const running = await reachable(config.databaseUrl);
  if (!running && !config.embedded) throw new Error(`Cannot reach ${printableDatabaseUrl(config)}`);
  const database = running
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.postgresPort, log });
  try {
    const { applied } = await resetDatabase(config.databaseUrl);
    const migrations = applied.join(', ') || 'no migrations';
    console.log(`Reset ${printableDatabaseUrl(config)}: applied ${migrations} and the seed.`);
  } finally {
    await database?.stop();
  }
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
