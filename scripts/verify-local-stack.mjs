// The test command's post-deploy check: `pnpm supabase:verify` against the local stack, started
// as the e2e suites start it (this checkout's ports and data), and stopped again before them.
import { runCapturing } from './workspace.mjs';

/** @returns {Promise<{ ok: boolean, output: string }>} */
export async function verifyLocalStack() {
  // Imported here, not at the top: the stack needs `pg`, which the test command installs first.
  const { startLocalStack } = await import('../supabase/scripts/local-stack.mjs');
  const stack = await startLocalStack({ log: (line) => console.log(`  [supabase] ${line}`) });
  try {
    return await runCapturing(process.execPath, ['scripts/supabase-verify.mjs', '--url', stack.url], {
      env: { PUBLIC_SUPABASE_ANON_KEY: stack.anonKey, SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey },
    });
  } finally {
    await stack.stop();
  }
}
