import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// The staff commands (`pnpm leads`, `pnpm records`) run the way staff run them: Node on
// scripts/<command>.mjs with the URL and key in the environment.

const scripts = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'scripts');
const run = promisify(execFile);

export interface LeadsRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `pnpm <command> <args>` against `url`; without `key`, SUPABASE_SERVICE_ROLE_KEY is unset. */
export async function runStaffCommand(command: 'leads' | 'records', url: string, args: string[], key: string | undefined): Promise<LeadsRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, SUPABASE_URL: url };
  if (key === undefined) delete env.SUPABASE_SERVICE_ROLE_KEY;
  else env.SUPABASE_SERVICE_ROLE_KEY = key;
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(scripts, `${command}.mjs`), ...args], { env, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

export const runLeadsCommand = (url: string, args: string[], key: string | undefined) => runStaffCommand('leads', url, args, key);
