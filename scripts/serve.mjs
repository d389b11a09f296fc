// Serves already-built apps with the local data stack (or a hosted Supabase when configured).
// Used by the run command after it builds, and by the Playwright suites.
import { localOrigin, remoteNames, supabaseUrl, usesExternalSupabase } from '../tooling/ports.mjs';
import { serveSite } from './serve-site.mjs';

/** @param {{ distFolder?: string, buildRoot?: string }} [options] passed to serveSite (scripts/serve-site.mjs) */
export async function serveEverything({ distFolder, buildRoot } = {}) {
  const stack = usesExternalSupabase()
    ? null
    : await (await import('../supabase/scripts/local-stack.mjs')).startLocalStack({ log: (line) => console.log(`  [supabase] ${line}`) });
  const site = await serveSite({ distFolder, buildRoot });
  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      await site.close();
      await stack?.stop();
    })());
  return { stack, site, stop };
}

export function printUrls() {
  console.log(`
  Site            ${localOrigin('shell')}
${remoteNames.map((name) => `  Remote ${name.padEnd(11)}${localOrigin(name)}  (standalone too)`).join('\n')}
  Data API        ${supabaseUrl()}/rest/v1
`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { stop } = await serveEverything();
  printUrls();
  console.log('  Serving. Press Ctrl-C to stop.');
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => stop().then(() => process.exit(0)));
  }
}
