import pg from 'pg';

export interface GuardSettings {
  maxInsertsPerWindow: number;
  windowSeconds: number;
  maxRowsPerInsert: number;
}

/** The defaults of migration 20261122080000_request_rate_limit. */
export const defaultGuardSettings: GuardSettings = { maxInsertsPerWindow: 300, windowSeconds: 60, maxRowsPerInsert: 50 };

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** What an operator does: one UPDATE of the settings row, effective for the next request. */
export function setGuardSettings(databaseUrl: string, settings: Partial<GuardSettings>): Promise<void> {
  const next = { ...defaultGuardSettings, ...settings };
  return withClient(databaseUrl, async (client) => {
    await client.query(
      `update api_guard.rate_limit_settings
         set max_inserts_per_window = $1, window_seconds = $2, max_rows_per_insert = $3, updated_at = now()
       where id`,
      [next.maxInsertsPerWindow, next.windowSeconds, next.maxRowsPerInsert],
    );
  });
}

/** Forgets every counted request, so a test starts with a full allowance. */
export function clearInsertCounts(databaseUrl: string): Promise<void> {
  return withClient(databaseUrl, async (client) => {
    await client.query('delete from api_guard.insert_counts');
  });
}

export function insertCounts(databaseUrl: string): Promise<{ client_address: string; inserts: number }[]> {
  return withClient(databaseUrl, async (client) => {
    const result = await client.query<{ client_address: string; inserts: number }>(
      'select client_address, inserts from api_guard.insert_counts order by window_start, client_address',
    );
    return result.rows;
  });
}
