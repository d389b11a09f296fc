import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, InsightsDayRow, InsightsExitPageRow, InsightsFunnelRow, InsightsRequestCountRow } from '../database-types';
import { listInOrder } from './list-in-order';
import { rowsOrThrow } from './rows-or-throw';

/** `[since, until)`; days are counted in `timeZone` (an IANA name such as `Australia/Melbourne`). */
export interface InsightsPeriod {
  since: Date;
  until: Date;
  timeZone: string;
}

/** What the insights functions say about one period (migration 20261207120000). */
export interface Insights {
  funnels: InsightsFunnelRow[];
  exitPages: InsightsExitPageRow[];
  days: InsightsDayRow[];
  requestCount: InsightsRequestCountRow;
}

const ascending = <Row>(...columns: (keyof Row & string)[]) => columns.map((column) => ({ column, ascending: true }));

/**
 * The funnels, exit pages, days and request count of a period, every row of each: they are read
 * page by page past PostgREST's `max_rows` (a site whose visitors reach many addresses has more
 * pages than one answer holds). Staff only: pass a service-role client. Throws with the server's
 * message when a read fails.
 */
export async function readInsights(client: SupabaseClient<Database>, { since, until, timeZone }: InsightsPeriod): Promise<Insights> {
  const period = { since: since.toISOString(), until: until.toISOString() };
  const [funnels, exitPages, days, counts] = await Promise.all([
    listInOrder('insights_funnels', () => client.rpc('insights_funnels', period), {
      columns: ascending<InsightsFunnelRow>('dimension', 'page_path', 'source', 'campaign', 'device_type'),
      keyOf: (row) => JSON.stringify([row.dimension, row.page_path, row.source, row.campaign, row.device_type]),
    }),
    listInOrder('insights_exit_pages', () => client.rpc('insights_exit_pages', period), {
      columns: ascending<InsightsExitPageRow>('page_path'),
      keyOf: (row) => row.page_path,
    }),
    listInOrder('insights_by_day', () => client.rpc('insights_by_day', { ...period, time_zone: timeZone }), {
      columns: ascending<InsightsDayRow>('day'),
      keyOf: (row) => row.day,
    }),
    client.rpc('insights_request_count', period),
  ]);
  const [requestCount = { requests: 0, without_visit: 0 }] = rowsOrThrow('insights_request_count', counts);
  return { funnels, exitPages, days, requestCount };
}
