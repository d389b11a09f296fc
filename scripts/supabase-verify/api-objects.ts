import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const migrationsDir = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));

/** Tables and views of the public schema the migrations create (and do not drop again), in order. */
export async function objectsInMigrations(): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  const names = new Set<string>();
  for (const file of files) {
    const sql = (await readFile(path.join(migrationsDir, file), 'utf8')).replace(/--[^\n]*/g, '');
    const statements = /\b(create|drop)\s+(?:or\s+replace\s+)?(?:materialized\s+)?(?:table|view)\s+(?:if\s+(?:not\s+)?exists\s+)?public\.("?)(\w+)\2/gi;
    for (const [, verb = '', , name = ''] of sql.matchAll(statements)) {
      if (verb.toLowerCase() === 'create') names.add(name);
      else names.delete(name);
    }
  }
  return [...names];
}

/**
 * Tables and views the project's Data API serves, from PostgREST's OpenAPI description (hosted
 * Supabase gives it to the service role only). Undefined when it cannot be read.
 */
export async function objectsServed(url: string, serviceRoleKey: string): Promise<string[] | undefined> {
  const response = await fetch(`${url}/rest/v1/`, { headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` } }).catch(
    () => undefined,
  );
  if (!response?.ok) return undefined;
  const description = (await response.json().catch(() => ({}))) as { definitions?: Record<string, unknown> };
  return Object.keys(description.definitions ?? {});
}
