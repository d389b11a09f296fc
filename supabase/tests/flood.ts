import pg from 'pg';

export interface FloodResult {
  admitted: number;
  refused: number;
  ms: number;
}

/** The flood's `index`-th network: even ones IPv4 (198.18.0.0/15), odd ones an IPv6 /64 each. */
export function floodAddress(index: number): string {
  const half = Math.floor(index / 2);
  return index % 2 === 0 ? `198.18.${Math.floor(half / 256)}.${half % 256}` : `2001:db8:f:${half.toString(16)}::1`;
}

/**
 * `requestsEach` insert requests from each of `networks` networks, round by round (every network's
 * first request, then every second one ...), each as PostgREST makes it: role anon, method POST,
 * the edge's `cf-connecting-ip` in `request.headers`, then the pre-request hook. It runs inside
 * PostgreSQL, so thousands of requests take seconds; the counting is the very code a request runs.
 */
export async function floodFromNetworks(
  databaseUrl: string,
  { networks, requestsEach }: { networks: number; requestsEach: number },
): Promise<FloodResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const startedAt = performance.now();
  try {
    await client.query('begin');
    await client.query('set local role anon');
    await client.query(`
      do $$
      declare
        admitted integer := 0;
        refused integer := 0;
        half integer;
        address text;
      begin
        for round in 1..${requestsEach} loop
          for network in 0..${networks - 1} loop
            half := network / 2;
            address := case when network % 2 = 0
              then format('198.18.%s.%s', half / 256, half % 256)
              else format('2001:db8:f:%s::1', to_hex(half)) end;
            begin
              perform set_config('request.method', 'POST', true);
              perform set_config('request.headers', json_build_object('cf-connecting-ip', address)::text, true);
              perform api_guard.check_request_rate();
              admitted := admitted + 1;
            exception when sqlstate 'PGRST' then
              refused := refused + 1;
            end;
          end loop;
        end loop;
        perform set_config('flood.result', admitted || ',' || refused, true);
      end;
      $$`);
    const { rows } = await client.query<{ result: string }>(`select current_setting('flood.result') as result`);
    await client.query('commit');
    const [admitted = 0, refused = 0] = (rows[0]?.result ?? '').split(',').map(Number);
    return { admitted, refused, ms: Math.round(performance.now() - startedAt) };
  } finally {
    await client.end();
  }
}
