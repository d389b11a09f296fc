// Developer loop: every app's Rsbuild dev server (live reload) plus the local data stack.
import { spawn } from 'node:child_process';
import { usesExternalSupabase } from '../tooling/ports.mjs';
import { apps, dataServiceEnv, ensurePnpm, repo } from './workspace.mjs';

const pnpm = ensurePnpm();
const { printUrls } = await import('./serve.mjs');
const stack = usesExternalSupabase() ? null : await (await import('../supabase/scripts/local-stack.mjs')).startLocalStack({ log: (line) => console.log(`  [supabase] ${line}`) });

const servers = apps.map((app) =>
  spawn(pnpm, ['--filter', `./${app}`, 'dev'], { cwd: repo, stdio: 'inherit', detached: true, env: { ...process.env, ...dataServiceEnv() } }),
);
printUrls();

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  for (const server of servers) {
    try {
      process.kill(-(server.pid ?? 0), 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await stack?.stop();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, stop);
