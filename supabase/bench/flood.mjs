// `node supabase/bench/flood.mjs`: the flood and invalid-request attacks of issue 20 against a
// private local stack, with a real visitor's inserts timed before and during each attack.
//
// Phases (each --seconds long, default 10; the invalid one as long as its 600 posts take):
//   before   the probe alone: one lead at a time from ever new visitor addresses
//   flood    8 parallel senders of 2 MB tracking batches + one client posting junk leads as fast
//            as it can (50 a request, one once that is refused), each from one address; then
//            again with 1 MB batches, which pass the gateway's size limit
//   invalid  600 invalid lead posts (a check constraint refuses them) from one address, 8 at a time
// It prints the probe's p50/p99 per phase and what each attacker got. The stack runs in a child
// process on PORT_OFFSET (default 980) with a gateway that keeps X-Forwarded-For, so attackers
// and visitors can have addresses of their own on loopback.
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { lead } from './rows.mjs';

const { values: options } = parseArgs({
  options: { seconds: { type: 'string', default: '10' } },
});
const seconds = Number(options.seconds);
if (!(seconds > 0 && seconds <= 120)) throw new Error('--seconds: 1 to 120');
const portOffset = process.env.PORT_OFFSET ?? '980';

console.log(`Starting a private local stack (PORT_OFFSET=${portOffset})...`);
const child = fork(fileURLToPath(new URL('../../scripts/load-test-stack.mjs', import.meta.url)), {
  env: { ...process.env, PORT_OFFSET: portOffset, DATABASE_URL: '' },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
/** @type {{ url: string, anonKey: string }} */
const stack = await new Promise((resolve, reject) => {
  child.once('message', (message) => resolve(/** @type {{ url: string, anonKey: string }} */ (message)));
  child.once('exit', (code) => reject(new Error(`The local stack did not start (exit ${code}).`)));
});
const hardStop = setTimeout(() => {
  console.error('The benchmark overran; stopping.');
  child.kill('SIGTERM');
  process.exit(2);
}, (seconds * 4 + 60) * 1000);

let visitor = 0;
/**
 * Real inserts, one at a time, each from a new visitor address, until `done()`.
 * @param {() => boolean} done
 */
async function probe(done) {
  /** @type {number[]} */
  const latencies = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  while (!done()) {
    visitor += 1;
    const startedAt = performance.now();
    const response = await fetch(`${stack.url}/rest/v1/leads`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
        'X-Forwarded-For': `2001:db8:${visitor.toString(16)}::1`,
      },
      body: JSON.stringify([lead(`visitor-${visitor}`)]),
    });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    if (response.status === 201) latencies.push(performance.now() - startedAt);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  latencies.sort((a, b) => a - b);
  const at = (/** @type {number} */ share) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), max: latencies.at(-1) ?? NaN, statuses };
}

/** @param {object} data */
function attack(data) {
  const worker = new Worker(new URL('./attack.mjs', import.meta.url), { workerData: { url: stack.url, anonKey: stack.anonKey, ...data } });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
/**
 * @param {string} name
 * @param {Awaited<ReturnType<typeof probe>>} probed
 * @param {Record<string, unknown>} attackers
 */
function report(name, probed, attackers = {}) {
  console.log(`\n${name} (load average ${(loadavg()[0] ?? 0).toFixed(1)}): real inserts p50 ${ms(probed.p50)}, p99 ${ms(probed.p99)}, max ${ms(probed.max)} (${JSON.stringify(probed.statuses)})`);
  for (const [who, tally] of Object.entries(attackers)) console.log(`  ${who}: ${JSON.stringify(tally)}`);
}

try {
  const beforeUntil = Date.now() + seconds * 1000;
  report('before', await probe(() => Date.now() > beforeUntil));

  /** @type {[string, number][]} */
  const floods = [
    ['flood, 2 MB batches', 2_000_000],
    ['flood, 1 MB batches (under the gateway limit)', 1_000_000],
  ];
  for (const [name, batchBytes] of floods) {
    const floodUntil = Date.now() + seconds * 1000;
    const [flooded, bigBatches, junkLeads] = await Promise.all([
      probe(() => Date.now() > floodUntil),
      attack({ kind: 'big-batches', senders: 8, address: `203.0.113.${batchBytes / 1e6}`, until: floodUntil, batchBytes }),
      attack({ kind: 'junk-leads', senders: 1, address: `198.51.100.${batchBytes / 1e6}`, until: floodUntil }),
    ]);
    report(name, flooded, { '8 senders of big batches': bigBatches, 'junk leads as fast as it can': junkLeads });
  }

  // The probe runs while the 600 posts do.
  let invalidDone = false;
  const invalidAttack = attack({ kind: 'invalid-leads', senders: 8, address: '203.0.113.3', until: Date.now() + seconds * 1000, limit: 600 });
  void invalidAttack.then(() => (invalidDone = true));
  const [invalidProbe, invalid] = await Promise.all([probe(() => invalidDone), invalidAttack]);
  report('600 invalid posts', invalidProbe, { 'invalid leads': invalid });
} finally {
  clearTimeout(hardStop);
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.send('stop');
  });
}
