import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type Database, type InsertOf, tableNames, type TableName } from '@salesiq/shared-data/database-types';
import { listLeadJourneys } from '@salesiq/shared-data/staff/list-lead-journeys';
import { listUserInteractions } from '@salesiq/shared-data/staff/list-user-interactions';
import { listBotGenerations } from '@salesiq/shared-data/staff/list-bot-generations';
import { listConsultations } from '@salesiq/shared-data/staff/list-consultations';
import { listDemoRequests } from '@salesiq/shared-data/staff/list-demo-requests';
import { listLeads } from '@salesiq/shared-data/staff/list-leads';
import { listPersonalizedGuides } from '@salesiq/shared-data/staff/list-personalized-guides';
import { listTemplateDownloads } from '@salesiq/shared-data/staff/list-template-downloads';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { runLeadsCommand } from './leads-cli';
import { insertRows, request } from './rest';
import { sampleRow } from './sample-rows';
import { startTestStack, type TestStack } from './stack-harness';

// PostgREST answers at most 1000 rows per request (max_rows): every staff list reads past it.

let stack: TestStack;
let staff: SupabaseClient<Database>;

/** Per table: three inserts of 350 rows. The rows of one insert share their created_at (and here their timestamp). */
const batches = 3;
const batchSize = 350;
const rowsPerTable = batches * batchSize;
const insertedIds = new Map<TableName, string[]>();

beforeAll(async () => {
  stack = await startTestStack();
  staff = createClient<Database>(stack.url, stack.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const timestamp = new Date(Date.now() - 60_000).toISOString();
  for (const table of tableNames) {
    const ids: string[] = [];
    for (let batch = 0; batch < batches; batch += 1) {
      const rows: InsertOf<TableName>[] = Array.from({ length: batchSize }, () =>
        table === 'user_interactions' ? { ...sampleRow('user_interactions'), timestamp } : sampleRow(table),
      );
      // The service role may insert many rows at once; visitors may not.
      expect((await insertRows(stack.url, stack.serviceRoleKey, table, rows)).status).toBe(201);
      ids.push(...rows.map((row) => row.id));
    }
    insertedIds.set(table, ids);
  }
});

afterAll(async () => {
  await stack?.stop();
});

/** Every inserted row listed once, newest `time` first, rows of the same time by descending id. */
function expectEveryRowOnce(table: TableName, rows: readonly Record<string, unknown>[], idColumn: string, time: string) {
  const ids = rows.map((row) => String(row[idColumn]));
  expect(ids).toHaveLength(rowsPerTable);
  expect(new Set(ids)).toEqual(new Set(insertedIds.get(table)));
  const times = rows.map((row) => Date.parse(String(row[time])));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  const outOfOrder = rows.filter((row, index) => {
    const next = rows[index + 1];
    return next !== undefined && row[time] === next[time] && String(row[idColumn]) < String(next[idColumn]);
  });
  expect(outOfOrder).toEqual([]);
}

describe(`staff lists of ${rowsPerTable} rows`, () => {
  it('are more than one request of the API returns', async () => {
    const response = await request(stack.url, '/rest/v1/leads?select=id', { headers: { apikey: stack.serviceRoleKey } });
    expect((response.body as unknown[]).length).toBe(1000);
  });

  const lists = [
    ['leads', listLeads],
    ['template_downloads', listTemplateDownloads],
    ['demo_requests', listDemoRequests],
    ['bot_generations', listBotGenerations],
    ['personalized_guides', listPersonalizedGuides],
    ['consultations', listConsultations],
  ] as const;

  it.each(lists)('list every row of %s once, newest first', async (table, list) => {
    expectEveryRowOnce(table, await list(staff), 'id', 'created_at');
  });

  it('list every user interaction once, newest timestamp first', async () => {
    expectEveryRowOnce('user_interactions', await listUserInteractions(staff), 'id', 'timestamp');
  });

  it('list every lead journey once, newest first, with or without a filter', async () => {
    expectEveryRowOnce('leads', await listLeadJourneys(staff), 'lead_id', 'created_at');
    // The sample leads are real-estate demo requests.
    expectEveryRowOnce('leads', await listLeadJourneys(staff, { industry: 'Real Estate', leadType: 'demo_request' }), 'lead_id', 'created_at');
  });

  it('reach the sales team: pnpm leads --csv prints every lead', async () => {
    const { code, stdout, stderr } = await runLeadsCommand(stack.url, ['--csv'], stack.serviceRoleKey);
    expect([code, stderr]).toEqual([0, '']);
    // A header, a line per lead, and the empty text after the last line end.
    expect(stdout.split('\r\n')).toHaveLength(1 + rowsPerTable + 1);
  });
});
