// `pnpm notify` (`--once` to drain the queue and exit): the sales inbox's notifier (README.md).
// TypeScript sharing the staff operations of shared-data; jiti runs it on Node 20, which cannot
// load .ts files itself. SIGINT/SIGTERM stop it after the batch under way.
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
/** @type {typeof import('./src/run-notifier.ts')} */
const { runNotifier } = await jiti.import('./src/run-notifier.ts');
const stop = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop.abort());
process.exitCode = await runNotifier(process.argv.slice(2), process.env, (line) => console.log(`[notifier] ${line}`), stop.signal);
