import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { tableNames } from '@salesiq/shared-data/database-types';
import pg from 'pg';
import { startTestStack, type TestStack } from './stack-harness';

// `pnpm supabase:verify` run as an operator runs it after `supabase db push`: Node on
// scripts/supabase-verify.mjs, the keys from the environment (here the local demo keys).

const verifyScript = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'scripts', 'supabase-verify.mjs');
const run = promisify(execFile);

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack?.stop();
});

async function verify(): Promise<{ code: number; stdout: string }> {
  const env = { ...process.env, SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey, PUBLIC_SUPABASE_ANON_KEY: stack.anonKey };
  try {
    const { stdout } = await run(process.execPath, [verifyScript, '--url', stack.url], { env });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

/** Runs SQL as the database owner, then lets PostgREST reload its configuration and schema. */
async function asOwner(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
    await client.query(`notify pgrst, 'reload config'; notify pgrst, 'reload schema'`);
  } finally {
    await client.end();
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

const failedLines = (stdout: string) => stdout.split('\n').filter((line) => /\sFAIL\s/.test(line));

describe('pnpm supabase:verify', () => {
  it('passes on the local stack, with a line for every table, view, record table and the hook', async () => {
    const { code, stdout } = await verify();
    expect(failedLines(stdout)).toEqual([]);
    expect(code).toBe(0);
    for (const name of [...tableNames, 'lead_journeys']) expect(stdout).toMatch(new RegExp(`anon reads nothing: ${name}\\s+pass`));
    for (const name of ['insights_funnels', 'insights_exit_pages', 'insights_by_day', 'insights_request_count', 'claim_lead_notifications']) {
      expect(stdout).toMatch(new RegExp(`anon calls nothing: ${name}\\s+pass\\s+refused \\(401 42501\\)`));
    }
    for (const name of tableNames) expect(stdout).toMatch(new RegExp(`anon inserts: ${name}\\s+pass`));
    expect(stdout).toMatch(/pre-request hook: rate limit answers 429\s+pass\s+429 PT429, retry in \d+ s/);
    expect(stdout).toMatch(/All \d+ checks passed\./);
  }, 60_000);

  it('fails, naming the check, when the pre-request hook is removed', async () => {
    await asOwner('alter role authenticator reset pgrst.db_pre_request');
    try {
      const { code, stdout } = await verify();
      expect(code).toBe(1);
      expect(failedLines(stdout)).toEqual([expect.stringMatching(/^pre-request hook: rate limit answers 429\s+FAIL\s+the probe was stored \(201\)/)]);
      expect(stdout).toMatch(/1 of \d+ checks failed: pre-request hook: rate limit answers 429/);
    } finally {
      await asOwner(`alter role authenticator set pgrst.db_pre_request = 'api_guard.check_request_rate'`);
    }
  }, 60_000);

  it('covers a function no migration of this checkout knows, and fails when anon may execute it', async () => {
    await asOwner(`
      create function public.staff_count() returns bigint language sql stable as 'select count(*) from pg_catalog.pg_class';
      grant execute on function public.staff_count() to anon;`);
    try {
      const { code, stdout } = await verify();
      expect(code).toBe(1);
      expect(failedLines(stdout)).toEqual([expect.stringMatching(/^anon calls nothing: staff_count\s+FAIL\s+answered 200: anon may execute staff_count/)]);
    } finally {
      await asOwner('drop function public.staff_count()');
    }
  }, 60_000);

  it('covers a table no migration of this checkout knows, and fails when anon can read it', async () => {
    await asOwner(`
      create table public.staff_notes (id uuid primary key default gen_random_uuid(), note text);
      insert into public.staff_notes (note) values ('internal');
      grant select on public.staff_notes to anon, service_role;`);
    try {
      const { code, stdout } = await verify();
      expect(code).toBe(1);
      expect(failedLines(stdout)).toEqual([expect.stringMatching(/^anon reads nothing: staff_notes\s+FAIL\s+answered 200 with 1 row\(s\)/)]);
    } finally {
      await asOwner('drop table public.staff_notes');
    }
  }, 60_000);
});
