// One attacker of bench/flood.mjs, in a worker thread so its sending never delays the probe's
// clock. It posts until `until` (epoch ms) and answers its tally: requests by status, rows stored.
import { parentPort, workerData } from 'node:worker_threads';
import { lead, trackingRows } from './rows.mjs';

/** @type {{ url: string, anonKey: string, kind: 'big-batches' | 'junk-leads' | 'invalid-leads', senders: number, address: string, until: number, limit?: number, batchBytes?: number }} */
const { url, anonKey, kind, senders, address, until, limit = Infinity, batchBytes = 0 } = workerData;

/** Tracking rows filling `batchBytes` of JSON (about 350 bytes a row). */
const rowBytes = JSON.stringify(trackingRows(1)).length;
const batchRows = Math.floor(batchBytes / (rowBytes + 1));
const bigBatch = kind === 'big-batches' ? JSON.stringify(trackingRows(batchRows)) : '';

/** Junk leads go 50 to a request (what the API took before issue 20), one once that is refused. */
let leadsPerRequest = 50;

function rows() {
  if (kind === 'invalid-leads') {
    // A lead_type the table refuses: a 400 after PostgREST and the database have worked on it.
    return [{ ...lead('invalid'), lead_type: 'newsletter' }];
  }
  return Array.from({ length: leadsPerRequest }, () => lead('junk'));
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
      body: kind === 'big-batches' ? bigBatch : JSON.stringify(rows()),
    }).then(
      async (response) => {
        await response.arrayBuffer();
        return String(response.status);
      },
      () => 'network error',
    );
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === '201') rowsStored += kind === 'big-batches' ? batchRows : leadsPerRequest;
    if (status === '413' && kind === 'junk-leads') leadsPerRequest = 1;
  }
}

await Promise.all(Array.from({ length: senders }, sender));
parentPort?.postMessage({ statuses, rowsStored });
