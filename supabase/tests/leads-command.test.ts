import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { insertRows } from './rest';
import { sampleRow } from './sample-rows';
import { startTestStack, type TestStack } from './stack-harness';

// `pnpm leads` against a real stack, run the way staff run it: Node on scripts/leads.mjs with
// the URL and key in the environment.

const leadsScript = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'scripts', 'leads.mjs');
const run = promisify(execFile);

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack?.stop();
});

async function leads(args: string[], key: string | undefined) {
  const env: NodeJS.ProcessEnv = { ...process.env, SUPABASE_URL: stack.url };
  if (key === undefined) delete env.SUPABASE_SERVICE_ROLE_KEY;
  else env.SUPABASE_SERVICE_ROLE_KEY = key;
  try {
    const { stdout, stderr } = await run(process.execPath, [leadsScript, ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const sessionId = `session_${Date.now()}_leadscsv`;
const touch = { landing_path: '/', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'autumn', visit_number: 1 };
// What a hostile visitor can put in a lead's attribution: values the database does not check.
const forgedTouch = { referrer: 'not a url', utm_campaign: '\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007', visit_number: 1 };
const forged = { ...sampleRow('leads'), name: 'Forged Touch', industry: 'travel', lead_type: 'contact_request' as const, attribution: { first_touch: { utm_source: 'news\u001b[2J\u001b]0;pwned\u0007' }, this_visit: forgedTouch } };
const older = { ...sampleRow('leads'), name: '=HYPERLINK("http://evil.example","x")', company: 'Quotes "and", commas', industry: 'retail', lead_type: 'contact_request' as const };
const newer = { ...sampleRow('leads'), name: 'Ana Silva', email: 'ana@example.com', company: '@Silva', industry: 'healthcare', session_id: sessionId, attribution: { first_touch: touch, this_visit: touch } };

describe('pnpm leads', () => {
  beforeAll(async () => {
    const view = { ...sampleRow('user_interactions'), session_id: sessionId, interaction_type: 'page_view', page_url: 'http://localhost:3000/healthcare', timestamp: new Date(Date.now() - 90_000).toISOString() };
    expect((await insertRows(stack.url, stack.anonKey, 'user_interactions', [view])).status).toBe(201);
    expect((await insertRows(stack.url, stack.anonKey, 'leads', [forged])).status).toBe(201);
    expect((await insertRows(stack.url, stack.anonKey, 'leads', [older])).status).toBe(201);
    expect((await insertRows(stack.url, stack.anonKey, 'leads', [newer])).status).toBe(201);
  });

  it('--csv writes RFC 4180, newest first, with formula cells made text', async () => {
    const { code, stdout } = await leads(['--csv'], stack.serviceRoleKey);
    expect(code).toBe(0);
    const lines = stdout.split('\r\n');
    expect(lines[0]).toBe('created_at,name,email,company,industry,type,source,campaign,journey');
    expect(lines[1]).toMatch(/^[^,]+,Ana Silva,ana@example\.com,"'@Silva",healthcare,demo_request,newsletter\/email,autumn,\/healthcare · \d+ s$/);
    expect(stdout).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")",ada@example.com,"Quotes ""and"", commas",retail,contact_request,,,`);
    expect(stdout.endsWith('\r\n')).toBe(true);
  });

  it('filters by type, industry and age', async () => {
    const byIndustry = await leads(['--csv', '--industry', 'retail', '--since', '1d'], stack.serviceRoleKey);
    expect(byIndustry.stdout).not.toContain('Ana Silva');
    expect(byIndustry.stdout).toContain('HYPERLINK');
    const byType = await leads(['--csv', '--type', 'demo_request'], stack.serviceRoleKey);
    expect(byType.stdout).toContain('Ana Silva');
    expect(byType.stdout).not.toContain('HYPERLINK');
  });

  it('--lead prints one lead’s full journey', async () => {
    const { code, stdout } = await leads(['--lead', newer.id], stack.serviceRoleKey);
    expect(code).toBe(0);
    expect(stdout).toContain('Ana Silva <ana@example.com>');
    expect(stdout).toContain('utm_campaign: autumn');
    expect(stdout).toMatch(/journey \(1 steps\):\n.*page_view\s+\/healthcare/);
  });

  it('lists every lead when one carries a forged attribution, and prints none of its control characters', async () => {
    const list = await leads([], stack.serviceRoleKey);
    expect([list.code, list.stderr]).toEqual([0, '']);
    expect(list.stdout).toContain('Ana Silva');
    expect(list.stdout).toMatch(/Forged Touch .* not a url +\uFFFD\]8;;https:\/\/evil\.example\uFFFDclick/);
    const csv = await leads(['--csv'], stack.serviceRoleKey);
    expect(csv.code).toBe(0);
    const journey = await leads(['--lead', forged.id], stack.serviceRoleKey);
    expect(journey.code).toBe(0);
    expect(journey.stdout).toContain('  utm_source: news\uFFFD[2J\uFFFD]0;pwned\uFFFD');
    for (const output of [list.stdout, csv.stdout, journey.stdout]) expect(output).not.toMatch(/[\u001b\u0007]/);
  });

  it('stops with a clear message when the key is missing or is not the service role key', async () => {
    const missing = await leads([], undefined);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('SUPABASE_SERVICE_ROLE_KEY is not set');
    const anon = await leads([], stack.anonKey);
    expect(anon.code).toBe(1);
    expect(anon.stderr).toContain('refused SUPABASE_SERVICE_ROLE_KEY');
    const wrong = await leads([], 'not-a-key');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('refused SUPABASE_SERVICE_ROLE_KEY');
  });
});
