// One attacker of bench/flood.mjs, in a worker thread so its sending never delays the probe's
// clock. It posts until `until` (epoch ms) and answers its tally: requests by status, rows stored.
import { parentPort, workerData } from 'node:worker_threads';
import { lead, trackingBatch } from '../../scripts/load-test-rows.mjs';

/** @type {{ url: string, anonKey: string, kind: 'big-batches' | 'junk-leads' | 'invalid-leads', senders: number, address: string, until: number, limit?: number }} */
const { url, anonKey, kind, senders, address, until, limit = Infinity } = workerData;

/** About 2 MB of tracking rows: 6,000 rows of ~350 bytes. */
const bigBatch = kind === 'big-batches' ? JSON.stringify(trackingBatch('flood', 0, 6_000)) : '';

function body() {
  if (kind === 'big-batches') return bigBatch;
  const [row] = lead('junk', 0);
  // A lead_type the table refuses: a 400 after PostgREST and the database have worked on it.
  return JSON.stringify(kind === 'invalid-leads' ? [{ ...row, lead_type: 'newsletter' }] : [row]);
}

/** @type {Record<string, number>} */
const statuses = {};
let sent = 0;
let rowsStored = 0;

async function sender() {
  while (Date.now() < until && sent < limit) {
    sent += 1;
    const status = await fetch(`${url}/rest/v1/${kind === 'big-batches' ? 'user_interactions' : 'leads'}`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json', Prefer: 'return=minimal', 'X-Forwarded-For': address },
      body: body(),
    }).then(
      async (response) => {
        await response.arrayBuffer();
        return String(response.status);
      },
      () => 'network error',
    );
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === '201') rowsStored += kind === 'big-batches' ? 6_000 : 1;
  }
}

await Promise.all(Array.from({ length: senders }, sender));
parentPort?.postMessage({ statuses, rowsStored });
