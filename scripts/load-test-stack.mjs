// The load test's local stack, in a process of its own so the gateway never shares an event loop
// with the load generator. Started with `fork` by load-test.mjs: it answers { url, anonKey,
// databaseUrl } once ready and stops on the message 'stop' (or when the parent goes away).
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalStack } from '../supabase/scripts/local-stack.mjs';

if (!process.send) throw new Error('load-test-stack.mjs runs as a child of load-test.mjs');

const dataRoot = await mkdtemp(path.join(tmpdir(), 'salesiq-load-test-'));
await chmod(dataRoot, 0o755); // as root, PostgreSQL runs as `postgres` and must enter it
let stack;
try {
  // Keeps the X-Forwarded-For the load generator sends: each request plays another visitor.
  stack = await startLocalStack({ dataRoot, trustForwardedFor: true });
} catch (error) {
  await rm(dataRoot, { recursive: true, force: true });
  throw error;
}

let stopping;
const stop = () =>
  (stopping ??= (async () => {
    await stack.stop();
    await rm(dataRoot, { recursive: true, force: true });
    process.exit(0);
  })());
process.on('message', (message) => message === 'stop' && void stop());
process.on('disconnect', () => void stop());
process.send({ url: stack.url, anonKey: stack.anonKey, databaseUrl: stack.databaseUrl, dataRoot });
