import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const migrationsDir = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));

/** The migrations' SQL, oldest first, without comments. */
async function migrationsSql(): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(files.map(async (file) => (await readFile(path.join(migrationsDir, file), 'utf8')).replace(/--[^\n]*/g, '')));
}

/** Names of the public schema's objects the migrations create (and do not drop again), in order. */
async function createdInMigrations(kinds: string): Promise<string[]> {
  const names = new Set<string>();
  const statements = new RegExp(`\\b(create|drop)\\s+(?:or\\s+replace\\s+)?(?:${kinds})\\s+(?:if\\s+(?:not\\s+)?exists\\s+)?public\\.("?)(\\w+)\\2`, 'gi');
  for (const sql of await migrationsSql()) {
    for (const [, verb = '', , name = ''] of sql.matchAll(statements)) {
      if (verb.toLowerCase() === 'create') names.add(name);
      else names.delete(name);
    }
  }
  return [...names];
}

/** Tables and views of the public schema the migrations create (and do not drop again), in order. */
export function objectsInMigrations(): Promise<string[]> {
  return createdInMigrations('(?:materialized\\s+)?(?:table|view)');
}

/** Functions of the public schema the migrations create: the Data API serves each at `/rpc/<name>`. */
export function functionsInMigrations(): Promise<string[]> {
  return createdInMigrations('function');
}

export interface ServedObjects {
  /** Tables and views. */
  relations: string[];
  /** Functions, served at `/rpc/<name>`. */
  functions: string[];
}

/**
 * Tables, views and functions the project's Data API serves, from PostgREST's OpenAPI
 * description (hosted Supabase gives it to the service role only). Undefined when it cannot be read.
 */
export async function objectsServed(url: string, serviceRoleKey: string): Promise<ServedObjects | undefined> {
  const response = await fetch(`${url}/rest/v1/`, { headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` } }).catch(
    () => undefined,
  );
  if (!response?.ok) return undefined;
  const description = (await response.json().catch(() => ({}))) as { definitions?: Record<string, unknown>; paths?: Record<string, unknown> };
  const rpc = '/rpc/';
  return {
    relations: Object.keys(description.definitions ?? {}),
    functions: Object.keys(description.paths ?? {}).flatMap((served) => (served.startsWith(rpc) ? [served.slice(rpc.length)] : [])),
  };
}
