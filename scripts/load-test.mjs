// `pnpm load-test`: drives the local data API's gateway with concurrent visitors posting tracking
// batches (5-20 user_interactions rows) and leads for 60 s on loopback, then reports requests/s,
// p50/p99 latency, answers by status, and rows stored against rows acknowledged (201).
//
// It starts its own local stack (own PORT_OFFSET, throw-away data folder) with a gateway that
// keeps X-Forwarded-For, so the per-address rate limit sees many visitors instead of 127.0.0.1.
// Bounded: fixed connections, fixed rate, fixed duration, a hard stop, 127.0.0.1 only.
//
// Options: --duration 60 --connections 20 --rate 200 (requests/s; 0 = as fast as it goes)
//          --visitors 1000 --lead-share 0.2 --port-offset 980
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { lead, trackingBatch, visitorAddress } from './load-test-rows.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '20' },
    rate: { type: 'string', default: '200' },
    visitors: { type: 'string', default: '1000' },
    'lead-share': { type: 'string', default: '0.2' },
    'port-offset': { type: 'string', default: process.env.LOAD_TEST_PORT_OFFSET ?? '980' },
  },
});

const duration = Number(options.duration);
const connections = Number(options.connections);
const rate = Number(options.rate);
const visitors = Number(options.visitors);
const leadShare = Number(options['lead-share']);
if (![duration, connections, rate, visitors, leadShare].every(Number.isFinite) || duration > 600 || connections > 200) {
  throw new Error('Bad options: duration <= 600 s, connections <= 200, numbers only.');
}
const targets = { requestsPerSecond: 200, p99Ms: 250 };

// The stack runs in a child process (ports from its PORT_OFFSET, a throw-away data folder).
console.log(`Starting a local stack (PORT_OFFSET=${options['port-offset']})...`);
const child = fork(fileURLToPath(new URL('./load-test-stack.mjs', import.meta.url)), {
  env: { ...process.env, PORT_OFFSET: options['port-offset'], DATABASE_URL: '' },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
/** @type {{ url: string, anonKey: string, databaseUrl: string }} */
const stack = await new Promise((resolve, reject) => {
  child.once('message', (message) => resolve(/** @type {any} */ (message)));
  child.once('exit', (code) => reject(new Error(`The local stack did not start (exit ${code}).`)));
});
const stopStack = () =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(undefined);
    child.once('exit', () => resolve(undefined));
    child.send('stop');
  });
const hardStop = setTimeout(() => {
  console.error('Load test overran its time limit; stopping.');
  child.kill('SIGTERM');
  process.exit(2);
}, (duration + 120) * 1000);

// The PostgreSQL client the stack itself uses (a dependency of the supabase package).
/** @type {typeof import('pg')} */
const pg = createRequire(new URL('../supabase/package.json', import.meta.url))('pg');

/** @typedef {{ table: string, ids: string[], body: string, address: string }} Sent */

const runId = randomBytes(4).toString('hex');
/** @type {Set<string>} */
const acknowledged = new Set();
/** @type {Set<Sent>} requests on their way (answered ones leave) */
const pending = new Set();
/** @type {Map<number, number>} rows per answered status */
const rowsByStatus = new Map();
let sentRequests = 0;
let sentRows = 0;
let nextVisitor = 0;

try {
  const url = new URL(stack.url);
  if (url.hostname !== '127.0.0.1') throw new Error(`Refusing to load-test a non-loopback host: ${url.hostname}`);
  const headers = {
    apikey: stack.anonKey,
    authorization: `Bearer ${stack.anonKey}`,
    'content-type': 'application/json',
    prefer: 'return=minimal',
  };

  console.log(
    `Loading ${stack.url}/rest/v1 for ${duration} s: ${connections} connections, ` +
      `${rate > 0 ? `${rate} requests/s` : 'unthrottled'}, ${visitors} visitors, ${Math.round(leadShare * 100)}% leads.`,
  );
  const result = await autocannon({
    url: stack.url,
    connections,
    pipelining: 1,
    duration,
    ...(rate > 0 ? { overallRate: rate } : {}),
    timeout: 10,
    requests: [
      {
        method: 'POST',
        setupRequest: (/** @type {import('autocannon').Request} */ request, /** @type {{ sent?: Sent }} */ context) => {
          const visitor = nextVisitor++ % visitors;
          const isLead = Math.random() < leadShare;
          const table = isLead ? 'leads' : 'user_interactions';
          const rows = isLead ? lead(runId, visitor) : trackingBatch(runId, visitor, 5 + Math.floor(Math.random() * 16));
          const sent = { table, ids: rows.map((row) => row.id), body: JSON.stringify(rows), address: visitorAddress(visitor) };
          context.sent = sent;
          pending.add(sent);
          sentRequests += 1;
          sentRows += rows.length;
          return {
            ...request,
            path: `/rest/v1/${table}`,
            headers: { ...headers, 'x-forwarded-for': sent.address },
            body: sent.body,
          };
        },
        onResponse: (/** @type {number} */ status, /** @type {string} */ _body, /** @type {{ sent?: Sent }} */ context) => {
          const sent = context.sent;
          context.sent = undefined;
          if (!sent) return;
          pending.delete(sent);
          rowsByStatus.set(status, (rowsByStatus.get(status) ?? 0) + sent.ids.length);
          if (status === 201) for (const id of sent.ids) acknowledged.add(id);
        },
      },
    ],
  });

  // Requests still on their way when the clock ran out have no answer: send them again, as the
  // site's outbox would; 409 (23505) means an earlier try got through, which also counts as stored.
  const unanswered = [...pending];
  /** @type {Map<number, number>} */
  const resendStatus = new Map();
  for (const sent of unanswered) {
    const response = await fetch(`${stack.url}/rest/v1/${sent.table}`, {
      method: 'POST',
      headers: { ...headers, 'x-forwarded-for': sent.address },
      body: sent.body,
    });
    const body = await response.text();
    resendStatus.set(response.status, (resendStatus.get(response.status) ?? 0) + 1);
    if (response.status === 201 || (response.status === 409 && body.includes('23505'))) {
      for (const id of sent.ids) acknowledged.add(id);
    }
  }

  const stored = await storedIds(stack.databaseUrl, runId);
  const missing = [...acknowledged].filter((id) => !stored.has(id));
  const unacknowledged = [...stored].filter((id) => !acknowledged.has(id));
  const statusCounts = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, Number(count)]),
  );
  const requestsPerSecond = result.requests.average;
  const passed = {
    rate: requestsPerSecond >= targets.requestsPerSecond * 0.98,
    latency: result.latency.p99 < targets.p99Ms,
    noLoss: missing.length === 0 && unacknowledged.length === 0,
  };

  console.log(`
Load test ${runId} (${result.duration} s, ${connections} connections, loopback)
  requests sent          ${sentRequests} (${sentRows} rows)
  requests/s             ${requestsPerSecond.toFixed(1)} average (min ${result.requests.min}, max ${result.requests.max})  target ${targets.requestsPerSecond}: ${passed.rate ? 'met' : 'MISSED'}
  latency                p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms  target p99 < ${targets.p99Ms} ms: ${passed.latency ? 'met' : 'MISSED'}
  answers by status      ${JSON.stringify(statusCounts)}
  rows by status         ${JSON.stringify(Object.fromEntries(rowsByStatus))}
  errors                 ${result.errors} (timeouts ${result.timeouts}), non-2xx ${result.non2xx}
  unanswered at the end  ${unanswered.length} requests, sent again: ${JSON.stringify(Object.fromEntries(resendStatus))}
  rows acknowledged      ${acknowledged.size} (201, or 409 on a re-send)
  rows stored            ${stored.size}
  acknowledged, missing  ${missing.length}
  stored, not acknowledged ${unacknowledged.length}
  loss                   ${passed.noLoss ? 'none' : 'ROWS LOST OR UNACCOUNTED'}`);
  process.exitCode = passed.rate && passed.latency && passed.noLoss ? 0 : 1;
} finally {
  clearTimeout(hardStop);
  await stopStack();
}

/**
 * Ids of this run's rows in both tables, read straight from PostgreSQL.
 * @param {string} databaseUrl
 * @param {string} run
 */
async function storedIds(databaseUrl, run) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select id::text from public.user_interactions where session_id like $1
       union all
       select id::text from public.leads where email like $2`,
      [`session_load_${run}_%`, `load-${run}-%`],
    );
    return new Set(rows.map((row) => String(row.id)));
  } finally {
    await client.end();
  }
}
