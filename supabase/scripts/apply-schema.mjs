import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { localRolesFile, migrationsDir, seedFiles } from './stack-config.mjs';

/** Serialises schema work of several stacks started at once against one database. */
const schemaLockKey = 54_321_001;

/** The Supabase CLI's own history table, so a database it manages and ours agree. */
const historyDdl = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text not null primary key,
    statements text[],
    name text
  );
`;

/**
 * `<version>_<name>.sql` files of `supabase/migrations`, oldest first.
 * @returns {Promise<{ version: string, name: string, file: string }[]>}
 */
async function migrationFiles() {
  const names = (await readdir(migrationsDir)).filter((name) => /^\d+_.+\.sql$/.test(name)).sort();
  return names.map((fileName) => {
    const [, version = '', name = ''] = /^(\d+)_(.+)\.sql$/.exec(fileName) ?? [];
    return { version, name, file: path.join(migrationsDir, fileName) };
  });
}

/**
 * Runs `work` with one connection holding the schema lock.
 * @template T
 * @param {string} databaseUrl
 * @param {(client: pg.Client) => Promise<T>} work
 * @returns {Promise<T>}
 */
async function withSchemaLock(databaseUrl, work) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [schemaLockKey]);
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * @param {pg.Client} client
 * @param {string} file
 * @param {string} what
 */
async function runFile(client, file, what) {
  const sql = await readFile(file, 'utf8');
  try {
    await client.query(sql);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${what} (${path.basename(file)}) failed: ${reason}`);
  }
}

/**
 * @param {pg.Client} client
 * @returns {Promise<{ applied: string[], seeded: boolean }>}
 */
async function migrate(client) {
  await runFile(client, localRolesFile, 'Local role bootstrap');
  await client.query(historyDdl);
  const done = new Set(
    (await client.query('select version from supabase_migrations.schema_migrations')).rows.map(
      (row) => String(row.version),
    ),
  );
  const fresh = done.size === 0;
  /** @type {string[]} */
  const applied = [];
  for (const migration of await migrationFiles()) {
    if (done.has(migration.version)) continue;
    await client.query('begin');
    try {
      await runFile(client, migration.file, 'Migration');
      await client.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [migration.version, migration.name, [await readFile(migration.file, 'utf8')]],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
    applied.push(`${migration.version}_${migration.name}`);
  }
  // Like `supabase start`: seed once, right after the first migrations of an empty database.
  const seeded = fresh && applied.length > 0;
  if (seeded) {
    for (const file of seedFiles) await runFile(client, file, 'Seed');
  }
  if (applied.length > 0) await client.query(`notify pgrst, 'reload schema'`);
  return { applied, seeded };
}

/**
 * Creates the API roles when missing (local bootstrap), then applies the migrations not yet
 * recorded in `supabase_migrations.schema_migrations`, then the seed on a fresh database.
 * @param {string} databaseUrl a superuser (or database owner) connection
 */
export function applySchema(databaseUrl) {
  return withSchemaLock(databaseUrl, migrate);
}

/**
 * Drops every schema the migrations create (public, api_guard, insights) and the migration
 * history, then applies everything again, like `supabase db reset`. A running PostgREST is told to reload its schema cache.
 * @param {string} databaseUrl
 */
export function resetDatabase(databaseUrl) {
  return withSchemaLock(databaseUrl, async (client) => {
    await client.query(`
      drop schema if exists supabase_migrations cascade;
      drop schema if exists api_guard cascade;
      drop schema if exists insights cascade;
      drop schema if exists public cascade;
      create schema public authorization pg_database_owner;
      grant usage on schema public to public;
    `);
    return migrate(client);
  });
}
