import pg from 'pg';

export interface GuardSettings {
  maxInsertsPerWindow: number;
  windowSeconds: number;
  maxRowsPerRecordInsert: number;
  maxRowsPerTrackingInsert: number;
  /** The header a proxy in front sets, trusted from `proxyAddresses` only (null: cf-connecting-ip alone). */
  proxyAddressHeader: string | null;
  proxyAddresses: string[];
}

/** The defaults of migrations 20261122080000, 20261124180000 and 20261207110000. */
export const defaultGuardSettings: GuardSettings = {
  maxInsertsPerWindow: 300,
  windowSeconds: 60,
  maxRowsPerRecordInsert: 1,
  maxRowsPerTrackingInsert: 20,
  proxyAddressHeader: null,
  proxyAddresses: [],
};

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
         set max_inserts_per_window = $1, window_seconds = $2, max_rows_per_record_insert = $3,
             max_rows_per_tracking_insert = $4, proxy_address_header = $5, proxy_addresses = $6::cidr[],
             updated_at = now()
       where id`,
      [
        next.maxInsertsPerWindow,
        next.windowSeconds,
        next.maxRowsPerRecordInsert,
        next.maxRowsPerTrackingInsert,
        next.proxyAddressHeader,
        next.proxyAddresses,
      ],
    );
  });
}

/**
 * A window length (at most an hour) whose current window has `seconds` or more left: windows
 * start on the clock, so a test that must stay in one window picks one it cannot straddle.
 */
export function windowWithRoom(seconds: number, nowMs = Date.now()): number {
  for (let length = 3600; length > seconds; length -= 1) {
    if (length - ((nowMs / 1000) % length) >= seconds) return length;
  }
  return 3600;
}

/** Forgets every counted request, so a test starts with a full allowance. */
export function clearRequestCounts(databaseUrl: string): Promise<void> {
  return withClient(databaseUrl, async (client) => {
    await client.query('select api_guard.forget_request_counts()');
  });
}

/** The requests counted for each address in the current window. */
export function requestCounts(databaseUrl: string, addresses: string[]): Promise<Record<string, number>> {
  return withClient(databaseUrl, async (client) => {
    const counts: Record<string, number> = {};
    for (const address of addresses) {
      const result = await client.query<{ used: string }>('select api_guard.requests_in_window($1) as used', [address]);
      counts[address] = Number(result.rows[0]?.used ?? 0);
    }
    return counts;
  });
}
