// Serves already-built apps with the local data stack (or a hosted Supabase when configured).
// Used by the run command after it builds, and by the Playwright suites.
import { localOrigin, remoteNames, supabaseUrl, usesExternalSupabase } from '../tooling/ports.mjs';
import { mailInboxUrl, startLocalMail } from './local-mail.mjs';
import { serveSite } from './serve-site.mjs';

/** The local data stack, unless PUBLIC_SUPABASE_URL names another data service (then `null`). */
export async function startDataStack() {
  if (usesExternalSupabase()) return null;
  const { startLocalStack } = await import('../supabase/scripts/local-stack.mjs');
  return startLocalStack({ log: (line) => console.log(`  [supabase] ${line}`) });
}

/**
 * Stops everything once, on Ctrl-C, a kill or a closed terminal, then exits.
 * @param {() => Promise<unknown>} stop
 */
export function stopOnSignals(stop) {
  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    console.log('\n  Stopping…');
    stop().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, onSignal);
}

/** @param {{ distFolder?: string, buildRoot?: string }} [options] passed to serveSite (scripts/serve-site.mjs) */
export async function serveEverything({ distFolder, buildRoot } = {}) {
  const stack = await startDataStack();
  // The sales inbox goes with the local stack; a hosted project's notifier runs where it is deployed.
  const mail = stack && (await startLocalMail(stack));
  const site = await serveSite({ distFolder, buildRoot });
  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      await site.close();
      await mail?.stop();
      await stack?.stop();
    })());
  return { stack, site, stop };
}

export function printUrls() {
  console.log(`
  Site            ${localOrigin('shell')}
${remoteNames.map((name) => `  Remote ${name.padEnd(11)}${localOrigin(name)}  (standalone too)`).join('\n')}
  Data API        ${supabaseUrl()}/rest/v1${usesExternalSupabase() ? '' : `\n  Mail inbox      ${mailInboxUrl}  (MailDev: the sales team's e-mail for every request)`}
`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { stop } = await serveEverything();
  printUrls();
  console.log('  Serving. Press Ctrl-C to stop.');
  stopOnSignals(stop);
}
