import { randomUUID } from 'node:crypto';
import { serviceRoleKey as localServiceRoleKey } from 'supabase/scripts/keys.mjs';
import { supabaseUrl } from '../../tooling/ports.mjs';

// Staff access for assertions only: the service role reads what visitors can never read.
const restUrl = `${supabaseUrl()}/rest/v1`;
const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY ?? localServiceRoleKey;

export type Row = Record<string, unknown>;

/** Rows of `table` whose columns equal the given values, newest first. */
export async function selectRows(table: string, equals: Record<string, string>): Promise<Row[]> {
  const query = new URLSearchParams(Object.entries(equals).map(([column, value]) => [column, `eq.${value}`]));
  query.set('order', table === 'user_interactions' ? 'timestamp.desc' : 'created_at.desc');
  const response = await fetch(`${restUrl}/${table}?${query}`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  });
  if (!response.ok) throw new Error(`select ${table} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Row[];
}

/** Rows of `table` matching a PostgREST query string (`select=id&sent_at=not.is.null`). */
export async function selectRowsWhere(table: string, query: string): Promise<Row[]> {
  const response = await fetch(`${restUrl}/${table}?${query}`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  });
  if (!response.ok) throw new Error(`select ${table} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Row[];
}

/** A staff-only function of the data API (`/rest/v1/rpc/<name>`), called with the service role. */
export async function callAsStaff(name: string, args: Record<string, unknown>): Promise<Row[]> {
  const response = await fetch(`${restUrl}/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  if (!response.ok) throw new Error(`rpc ${name} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Row[];
}

/** Inserts rows with the service role, all in one request (one transaction). */
export async function insertRowsAsStaff(table: string, rows: Row[]): Promise<void> {
  const response = await fetch(`${restUrl}/${table}`, {
    method: 'POST',
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify(rows),
  });
  if (!response.ok) throw new Error(`insert into ${table} failed: ${response.status} ${await response.text()}`);
}

/** Waits until exactly `count` rows match (the outbox delivers asynchronously), then returns them. */
export async function waitForRows(table: string, equals: Record<string, string>, count = 1, timeoutMs = 15_000): Promise<Row[]> {
  const deadline = Date.now() + timeoutMs;
  let rows: Row[] = [];
  while (Date.now() < deadline) {
    rows = await selectRows(table, equals);
    if (rows.length >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (rows.length !== count) {
    throw new Error(`expected ${count} ${table} row(s) matching ${JSON.stringify(equals)}, found ${rows.length}`);
  }
  return rows;
}

/** A fresh address per test, so tests never see each other's rows. */
export function uniqueEmail(label = 'visitor'): string {
  return `${label}-${randomUUID().slice(0, 8)}@e2e.example.com`;
}
