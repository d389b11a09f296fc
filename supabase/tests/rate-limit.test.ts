import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import { classifyResponse } from '@salesiq/shared-data/outbox/classify-response';
import pg from 'pg';
import { type TableName, tableNames } from '@salesiq/shared-data/database-types';
import { floodAddress, floodFromNetworks } from './flood';
import { clearRequestCounts, defaultGuardSettings, requestCounts, setGuardSettings, windowWithRoom } from './guard-settings';
import { errorOf, request, type RestResponse } from './rest';
import { sampleRow } from './sample-rows';
import { loadGateway, startTestStack, type TestStack } from './stack-harness';

let stack: TestStack;
/** A second gateway over the same PostgREST that keeps a client-sent X-Forwarded-For. */
let trusting: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  stack = await startTestStack();
  const { startGateway } = await loadGateway();
  const gateway = await startGateway({
    port: 0,
    upstreamPort: stack.postgrestPort,
    apiKeys: [stack.anonKey, stack.serviceRoleKey],
    serviceKey: stack.serviceRoleKey,
    trustForwardedFor: true,
  });
  trusting = { url: `http://127.0.0.1:${gateway.port}`, close: gateway.close };
});

afterAll(async () => {
  await trusting?.close();
  await stack?.stop();
});

beforeEach(async () => {
  await setGuardSettings(stack.databaseUrl, defaultGuardSettings);
  await clearRequestCounts(stack.databaseUrl);
});

function insert(
  table: TableName,
  rows: unknown[],
  { baseUrl = stack.url, apiKey = stack.anonKey, headers = {} }: { baseUrl?: string; apiKey?: string; headers?: Record<string, string> } = {},
): Promise<RestResponse> {
  return request(baseUrl, `/rest/v1/${table}`, {
    method: 'POST',
    headers: { apikey: apiKey, 'Content-Type': 'application/json', Prefer: 'return=minimal', ...headers },
    body: JSON.stringify(rows),
  });
}

const insertLead = (options: Parameters<typeof insert>[2] = {}) => insert('leads', [sampleRow('leads')], options);
const from = (address: string) => ({ baseUrl: trusting.url, headers: { 'X-Forwarded-For': address } });

/** Checks how many requests the guard counted for each address (the keys of `expected`). */
async function expectRequestCounts(expected: Record<string, number>) {
  expect(await requestCounts(stack.databaseUrl, Object.keys(expected))).toEqual(expected);
}

async function statuses(count: number, send: () => Promise<RestResponse>): Promise<number[]> {
  const result: number[] = [];
  for (let index = 0; index < count; index += 1) result.push((await send()).status);
  return result;
}

async function storedIds(table: TableName, ids: string[]): Promise<string[]> {
  const response = await request(stack.url, `/rest/v1/${table}?select=id&id=in.(${ids.join(',')})`, {
    headers: { apikey: stack.serviceRoleKey },
  });
  return (response.body as { id: string }[]).map((row) => row.id);
}

const hour = 3600;

/**
 * `max` inserts per window of an hour: windows start on the clock (every minute by default), so a
 * test counting in a minute-long window fails when it straddles a minute's end.
 */
const limitInserts = (max: number) => setGuardSettings(stack.databaseUrl, { maxInsertsPerWindow: max, windowSeconds: hour });

describe('the pre-request hook', () => {
  it('is switched on for PostgREST in the database, as on hosted Supabase', async () => {
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ setting: string }>(
      `select unnest(rolconfig) as setting from pg_roles where rolname = 'authenticator'`,
    );
    await client.end();
    expect(rows.map((row) => row.setting)).toContain('pgrst.db_pre_request=api_guard.check_request_rate');
  });

  it('ships with 300 inserts per 60 s per address, one row per record and 20 tracking rows per insert', async () => {
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      'select max_inserts_per_window, window_seconds, max_rows_per_record_insert, max_rows_per_tracking_insert from api_guard.rate_limit_settings',
    );
    await client.end();
    expect(rows).toEqual([
      { max_inserts_per_window: 300, window_seconds: 60, max_rows_per_record_insert: 1, max_rows_per_tracking_insert: 20 },
    ]);
  });

  it('keeps its schema off the REST API', async () => {
    const response = await request(stack.url, '/rest/v1/rpc/check_request_rate', {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(404);
  });
});

describe('inserts per client address', () => {
  it('lets requests under the limit through', async () => {
    await limitInserts(5);
    expect(await statuses(5, () => insertLead())).toEqual([201, 201, 201, 201, 201]);
  });

  it('answers 429 (PT429) with a clear message above the limit and stores nothing', async () => {
    await limitInserts(3);
    expect(await statuses(3, () => insertLead())).toEqual([201, 201, 201]);
    const row = sampleRow('leads');
    const refused = await insert('leads', [row]);
    expect(refused.status).toBe(429);
    expect(errorOf(refused)).toMatchObject({
      code: 'PT429',
      message: 'Too many requests: at most 3 inserts per 3600 seconds from one network',
    });
    expect(classifyResponse({ status: refused.status, ...errorOf(refused) })).toBe('retry');
    expect(await storedIds('leads', [row.id])).toEqual([]);
  });

  /** Uses up an allowance of one insert, then sends one more lead with fetch, for the raw response. */
  async function leadOverALimitOfOne(): Promise<Response> {
    await limitInserts(1);
    expect((await insertLead()).status).toBe(201);
    return fetch(`${stack.url}/rest/v1/leads`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify([sampleRow('leads')]),
    });
  }

  it('tells with Retry-After how many seconds remain of the window', async () => {
    const response = await leadOverALimitOfOne();
    expect(response.status).toBe(429);
    const secondsLeft = hour - Math.floor((Date.now() / 1000) % hour);
    expect(Math.abs(Number(response.headers.get('retry-after')) - secondsLeft)).toBeLessThanOrEqual(1);
  });

  it('puts the wait in the JSON body too, for pages that cannot read Retry-After', async () => {
    const response = await leadOverALimitOfOne();
    const body = (await response.json()) as { code: string; details: string; hint: string };
    const seconds = Number(response.headers.get('retry-after'));
    expect(body.code).toBe('PT429');
    expect(JSON.parse(body.details)).toEqual({ retry_after_seconds: seconds });
    expect(body.hint).toBe(`Send again in ${seconds} seconds.`);
  });

  it('counts every table together', async () => {
    await limitInserts(2);
    expect((await insert('user_interactions', [sampleRow('user_interactions')])).status).toBe(201);
    expect((await insert('demo_requests', [sampleRow('demo_requests')])).status).toBe(201);
    expect((await insert('consultations', [sampleRow('consultations')])).status).toBe(429);
  });

  it('leaves other addresses unaffected', async () => {
    await limitInserts(2);
    expect(await statuses(3, () => insertLead(from('203.0.113.7')))).toEqual([201, 201, 429]);
    expect(await statuses(2, () => insertLead(from('198.51.100.20')))).toEqual([201, 201]);
    expect(await statuses(1, () => insertLead(from('2001:db8::1')))).toEqual([201]);
    await expectRequestCounts({ '198.51.100.20': 2, '2001:db8::1': 1, '203.0.113.7': 3, '192.0.2.1': 0 });
  });

  it('opens a fresh allowance when the window resets', async () => {
    await setGuardSettings(stack.databaseUrl, { maxInsertsPerWindow: 2, windowSeconds: 2 });
    // Start right after a window boundary so the whole burst falls in one window.
    await new Promise((resolve) => setTimeout(resolve, 2000 - (Date.now() % 2000) + 50));
    expect(await statuses(3, () => insertLead(from('192.0.2.44')))).toEqual([201, 201, 429]);
    await new Promise((resolve) => setTimeout(resolve, 2000 - (Date.now() % 2000) + 50));
    expect(await statuses(3, () => insertLead(from('192.0.2.44')))).toEqual([201, 201, 429]);
  });

  it('counts refused requests (400 from a check constraint, 413 for too many rows) as well as stored ones', async () => {
    await limitInserts(3);
    const invalid = await insert('leads', [{ ...sampleRow('leads'), lead_type: 'newsletter' }]);
    expect(invalid.status).toBe(400);
    const tooMany = await insert('leads', [sampleRow('leads'), sampleRow('leads')]);
    expect(tooMany.status).toBe(413);
    expect(await statuses(2, () => insertLead())).toEqual([201, 429]);
  });

  it('keeps counting 600 invalid posts in one window: the 301st and later are refused with 429', async () => {
    // An hour-long window, so the burst never straddles a window boundary.
    await setGuardSettings(stack.databaseUrl, { windowSeconds: 3600 });
    const invalid = () => insert('leads', [{ ...sampleRow('leads'), lead_type: 'newsletter' }]);
    const answers = await statuses(600, invalid);
    expect(answers.filter((status) => status === 400)).toHaveLength(300);
    expect(answers.slice(300).every((status) => status === 429)).toBe(true);
    expect((await insertLead()).status).toBe(429);
  }, 60_000);

  it('spends no allowance on reads or the service role', async () => {
    await limitInserts(1);
    const read = await request(stack.url, '/rest/v1/leads?select=id&limit=1', { headers: { apikey: stack.anonKey } });
    expect(read.status).toBe(401);
    expect((await insertLead({ apiKey: stack.serviceRoleKey })).status).toBe(201);
    expect(await statuses(2, () => insertLead())).toEqual([201, 429]);
  });
});

describe('networks', () => {
  it('limits two addresses of one IPv6 /64 as one network, and another /64 apart', async () => {
    await limitInserts(2);
    expect((await insertLead(from('2001:db8:5:6::1'))).status).toBe(201);
    expect((await insertLead(from('2001:db8:5:6:ffff:eeee:1:2'))).status).toBe(201);
    expect((await insertLead(from('2001:db8:5:6::1'))).status).toBe(429);
    expect((await insertLead(from('2001:db8:5:7::1'))).status).toBe(201);
    await expectRequestCounts({ '2001:db8:5:6::abcd': 3, '2001:db8:5:7::2': 1 });
  });

  it('counts each IPv4 address on its own, an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    await limitInserts(1);
    expect((await insertLead(from('192.0.2.10'))).status).toBe(201);
    expect((await insertLead(from('192.0.2.11'))).status).toBe(201);
    expect((await insertLead(from('::ffff:192.0.2.10'))).status).toBe(429);
  });

  it(
    'serves an honest address through a flood from 2,000 networks, each held to the limit, exactly',
    async () => {
      const limit = 10;
      await setGuardSettings(stack.databaseUrl, { maxInsertsPerWindow: limit, windowSeconds: windowWithRoom(120) });
      const honest = from('203.0.113.77');
      const flood = floodFromNetworks(stack.databaseUrl, { networks: 2000, requestsEach: limit + 1 });
      const during = await statuses(5, () => insertLead(honest));
      const { admitted, refused, ms } = await flood;
      const after = await statuses(5, () => insertLead(honest));
      console.log(`flood: 2,000 networks x ${limit + 1} requests in ${ms} ms; ${admitted} admitted, ${refused} refused`);

      expect([...during, ...after]).toEqual(Array(10).fill(201));
      expect(admitted).toBe(2000 * limit);
      expect(refused).toBe(2000);
      expect((await insertLead(honest)).status).toBe(429);
      expect((await insertLead(from(floodAddress(1)))).status).toBe(429);
      await expectRequestCounts({ '203.0.113.77': 11, [floodAddress(0)]: limit + 1, [floodAddress(1999)]: limit + 1 });
    },
    60_000,
  );
});

describe('a proxy in front (proxy_address_header, proxy_addresses)', () => {
  const straightToPostgrest = (headers: Record<string, string>) =>
    request(`http://127.0.0.1:${stack.postgrestPort}`, '/leads', {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.anonKey}`, 'Content-Type': 'application/json', Prefer: 'return=minimal', ...headers },
      body: JSON.stringify([sampleRow('leads')]),
    });

  it("counts by the proxy's header, its last entry, only when the request comes from the proxy", async () => {
    await setGuardSettings(stack.databaseUrl, { proxyAddressHeader: 'x-client-ip', proxyAddresses: ['192.0.2.0/28'] });
    expect((await straightToPostgrest({ 'cf-connecting-ip': '192.0.2.5', 'x-client-ip': '198.51.100.66, 203.0.113.50' })).status).toBe(201);
    expect((await straightToPostgrest({ 'cf-connecting-ip': '198.51.100.9', 'x-client-ip': '203.0.113.51' })).status).toBe(201);
    await expectRequestCounts({ '203.0.113.50': 1, '198.51.100.66': 0, '192.0.2.5': 0, '198.51.100.9': 1, '203.0.113.51': 0 });
  });

  it('ignores X-Forwarded-For: only the edge header counts', async () => {
    expect((await straightToPostgrest({ 'cf-connecting-ip': '198.51.100.12', 'x-forwarded-for': '203.0.113.52' })).status).toBe(201);
    await expectRequestCounts({ '198.51.100.12': 1, '203.0.113.52': 0 });
  });
});

describe('the probe of `pnpm supabase:verify`', () => {
  it('answers an anon insert sent with x-api-guard-probe: over-limit with 429, counting and storing nothing', async () => {
    const row = sampleRow('leads');
    const probed = await insert('leads', [row], { headers: { 'x-api-guard-probe': 'over-limit' } });
    expect(probed.status).toBe(429);
    expect(JSON.parse(String((errorOf(probed) as { details?: string }).details))).toHaveProperty('retry_after_seconds');
    expect(await storedIds('leads', [row.id])).toEqual([]);
    await expectRequestCounts({ '127.0.0.1': 0 });
  });
});

describe('the client address the gateway passes on', () => {
  it('is the socket address at the edge, whatever X-Forwarded-For or cf-connecting-ip the client sends', async () => {
    await limitInserts(2);
    const forged = (index: number) => ({
      headers: { 'X-Forwarded-For': `192.0.2.${index}`, 'CF-Connecting-IP': `198.51.100.${index}`, 'X-Real-IP': `203.0.113.${index}` },
    });
    expect((await insertLead(forged(1))).status).toBe(201);
    expect((await insertLead(forged(2))).status).toBe(201);
    expect((await insertLead(forged(3))).status).toBe(429);
    await expectRequestCounts({ '127.0.0.1': 3, '192.0.2.1': 0, '198.51.100.2': 0, '203.0.113.3': 0 });
  });

  it('behind a trusted proxy is the first X-Forwarded-For entry, and never a client-sent cf-connecting-ip', async () => {
    const response = await insertLead({
      baseUrl: trusting.url,
      headers: { 'X-Forwarded-For': '203.0.113.9, 198.51.100.1', 'CF-Connecting-IP': '192.0.2.99' },
    });
    expect(response.status).toBe(201);
    await expectRequestCounts({ '203.0.113.9': 1, '198.51.100.1': 0, '192.0.2.99': 0, '127.0.0.1': 0 });
  });
});

describe('rows per insert request', () => {
  it.each(tableNames.filter((table) => table !== 'user_interactions'))(
    '%s takes one row per request and refuses two with 413 (PT413), storing neither',
    async (table) => {
      expect((await insert(table, [sampleRow(table)])).status).toBe(201);
      const rows = [sampleRow(table), sampleRow(table)];
      const refused = await insert(table, rows);
      expect(refused.status).toBe(413);
      expect(errorOf(refused)).toMatchObject({ code: 'PT413', message: `Too many rows: at most 1 row per insert into ${table}` });
      expect(await storedIds(table, rows.map((row) => String(row.id)))).toEqual([]);
    },
  );

  it('user_interactions takes 20 rows per request and refuses 21 with 413 (PT413), storing none', async () => {
    const fits = Array.from({ length: 20 }, () => sampleRow('user_interactions'));
    expect((await insert('user_interactions', fits)).status).toBe(201);
    const tooMany = Array.from({ length: 21 }, () => sampleRow('user_interactions'));
    // Straight to PostgREST, as on hosted Supabase: the local gateway would refuse 21 rows itself.
    const refused = await request(`http://127.0.0.1:${stack.postgrestPort}`, '/user_interactions', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${stack.anonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
        'X-Forwarded-For': '192.0.2.21',
      },
      body: JSON.stringify(tooMany),
    });
    expect(refused.status).toBe(413);
    expect(errorOf(refused)).toMatchObject({
      code: 'PT413',
      message: 'Too many rows: at most 20 rows per insert into user_interactions',
    });
    expect(classifyResponse({ status: refused.status, ...errorOf(refused) })).toBe('invalid');
    expect(await storedIds('user_interactions', tooMany.map((row) => row.id))).toEqual([]);
  });

  it('counts the rows of each request afresh', async () => {
    for (let round = 0; round < 3; round += 1) {
      expect((await insertLead()).status).toBe(201);
    }
  });

  it('does not limit the service role', async () => {
    const rows = Array.from({ length: 3 }, () => sampleRow('leads'));
    expect((await insert('leads', rows, { apiKey: stack.serviceRoleKey })).status).toBe(201);
  });
});
