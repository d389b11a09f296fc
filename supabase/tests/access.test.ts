import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type TableName, tableNames } from '@salesiq/shared-data/database-types';
import { errorOf, insertRows, request } from './rest';
import { sampleRow } from './sample-rows';
import { startTestStack, type TestStack } from './stack-harness';

// Access with the anon key (what every browser holds): for every table, every verb that could
// read, change or remove a row is refused and the stored row stays exactly as it was.

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack?.stop();
});

type Row = Record<string, unknown>;

interface Attempt {
  verb: string;
  method: string;
  path: (table: TableName, id: string) => string;
  headers?: Record<string, string>;
  /** the request body, built from the stored row (ids of rows it would add are remembered) */
  body?: (stored: Row, fresh: Row) => unknown;
  status: number;
  code: string;
}

const denied = { status: 401, code: '42501' };

/** A POST whose Prefer header would read rows back or change the stored one. */
const deniedWrite = (verb: string, path: Attempt['path'], prefer: string, body: NonNullable<Attempt['body']>): Attempt => ({
  verb,
  method: 'POST',
  path,
  headers: { Prefer: prefer },
  body,
  ...denied,
});
const onConflictId = (table: TableName) => `${table}?on_conflict=id`;
const newRow = (_stored: Row, fresh: Row) => [fresh];
const overStoredRow = (stored: Row, fresh: Row) => [{ ...fresh, id: stored.id }];

const attempts: Attempt[] = [
  { verb: 'GET all rows', method: 'GET', path: (table) => `${table}?select=*`, ...denied },
  { verb: 'GET one row by id', method: 'GET', path: (table, id) => `${table}?id=eq.${id}`, ...denied },
  { verb: 'GET one column', method: 'GET', path: (table) => `${table}?select=id`, ...denied },
  { verb: 'GET as CSV', method: 'GET', path: (table) => `${table}?select=*`, headers: { Accept: 'text/csv' }, ...denied },
  {
    verb: 'GET as a single object',
    method: 'GET',
    path: (table, id) => `${table}?id=eq.${id}`,
    headers: { Accept: 'application/vnd.pgrst.object+json' },
    ...denied,
  },
  { verb: 'GET an exact count', method: 'GET', path: (table) => `${table}?select=id`, headers: { Prefer: 'count=exact' }, ...denied },
  { verb: 'GET an aggregate count()', method: 'GET', path: (table) => `${table}?select=count()`, status: 400, code: 'PGRST123' },
  { verb: 'HEAD', method: 'HEAD', path: (table) => table, status: 401, code: '' },
  {
    verb: 'PATCH one row',
    method: 'PATCH',
    path: (table, id) => `${table}?id=eq.${id}`,
    body: () => ({ id: crypto.randomUUID() }),
    ...denied,
  },
  { verb: 'PATCH every row', method: 'PATCH', path: (table) => table, body: () => ({ id: crypto.randomUUID() }), ...denied },
  { verb: 'DELETE one row', method: 'DELETE', path: (table, id) => `${table}?id=eq.${id}`, ...denied },
  { verb: 'DELETE every row', method: 'DELETE', path: (table) => table, ...denied },
  {
    verb: 'PUT (replace) one row',
    method: 'PUT',
    path: (table, id) => `${table}?id=eq.${id}`,
    body: (stored) => stored,
    ...denied,
  },
  deniedWrite('POST with return=representation', (table) => table, 'return=representation', newRow),
  deniedWrite('POST with return=representation and select', (table) => `${table}?select=*`, 'return=representation', newRow),
  deniedWrite('POST with return=headers-only', (table) => table, 'return=headers-only', newRow),
  deniedWrite('upsert on_conflict=id, merge-duplicates, over the stored row', onConflictId, 'resolution=merge-duplicates,return=minimal', overStoredRow),
  deniedWrite('upsert on_conflict=id, ignore-duplicates, over the stored row', onConflictId, 'resolution=ignore-duplicates,return=minimal', overStoredRow),
  deniedWrite('upsert on_conflict=id of a new row', onConflictId, 'resolution=merge-duplicates,return=minimal', newRow),
];

async function serviceRows(table: TableName, ids: string[]): Promise<Row[]> {
  const response = await request(stack.url, `/rest/v1/${table}?select=*&id=in.(${ids.join(',')})`, {
    headers: { apikey: stack.serviceRoleKey },
  });
  expect(response.status).toBe(200);
  return response.body as Row[];
}

describe.each(tableNames)('%s with the anon key', (table) => {
  let stored: Row;
  let before: Row;
  const freshIds: string[] = [];

  beforeAll(async () => {
    stored = sampleRow(table);
    expect((await insertRows(stack.url, stack.anonKey, table, [stored])).status).toBe(201);
    const [row] = await serviceRows(table, [String(stored.id)]);
    before = row ?? {};
  });

  it.each(attempts)('$verb is refused', async (attempt) => {
    const fresh: Row = sampleRow(table);
    freshIds.push(String(fresh.id));
    const response = await request(stack.url, `/rest/v1/${attempt.path(table, String(stored.id))}`, {
      method: attempt.method,
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json', ...attempt.headers },
      ...(attempt.body ? { body: JSON.stringify(attempt.body(stored, fresh)) } : {}),
    });
    expect(response.status).toBe(attempt.status);
    if (attempt.code !== '') expect(errorOf(response).code).toBe(attempt.code);
    // No refusal carries row data.
    expect(JSON.stringify(response.body ?? '')).not.toContain(String(stored.id));
  });

  it('left the stored row exactly as it was and added none', async () => {
    expect(await serviceRows(table, [String(stored.id)])).toEqual([before]);
    expect(await serviceRows(table, freshIds)).toEqual([]);
  });
});

describe('what is not a table', () => {
  it('the rate-limit schema is not served, by path, profile or RPC', async () => {
    const headers = { apikey: stack.anonKey, 'Content-Type': 'application/json' };
    const byProfile = await request(stack.url, '/rest/v1/rate_limit_settings', { headers: { ...headers, 'Accept-Profile': 'api_guard' } });
    expect(byProfile.status).toBe(406);
    const byName = await request(stack.url, '/rest/v1/api_guard.network_slot_0', { headers });
    expect(byName.status).toBe(404);
    for (const fn of [
      'count_request',
      'check_request_rate',
      'client_address',
      'client_network',
      'refuse_request',
      'max_rows_per_insert',
      'requests_in_window',
      'forget_request_counts',
    ]) {
      const rpc = await request(stack.url, `/rest/v1/rpc/${fn}`, { method: 'POST', headers, body: '{"address":"x"}' });
      expect(rpc.status).toBe(404);
    }
  });
});
