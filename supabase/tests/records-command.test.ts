import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { insertRows } from './rest';
import { runStaffCommand } from './leads-cli';
import { sampleRow } from './sample-rows';
import { startTestStack, type TestStack } from './stack-harness';

// `pnpm records` against a real stack: SPEC §7's list operations as staff run them.

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack?.stop();
});

const records = (args: string[]) => runStaffCommand('records', stack.url, args, stack.serviceRoleKey);
const sessionId = `session_${Date.now()}_records`;
const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();

describe('pnpm records', () => {
  beforeAll(async () => {
    const interactions = [
      { ...sampleRow('user_interactions'), session_id: sessionId, interaction_type: 'page_view', page_url: 'http://localhost:3000/retail', timestamp: at(30) },
      { ...sampleRow('user_interactions'), session_id: sessionId, interaction_type: 'click', page_url: 'http://localhost:3000/retail', element_text: 'Get Template', timestamp: at(20) },
      { ...sampleRow('user_interactions'), session_id: sessionId, interaction_type: 'page_view', page_url: 'http://localhost:3000/travel', timestamp: at(10) },
    ];
    expect((await insertRows(stack.url, stack.anonKey, 'user_interactions', interactions)).status).toBe(201);
    for (const company of ['Older Shop', 'Newer Shop']) {
      expect((await insertRows(stack.url, stack.anonKey, 'demo_requests', [{ ...sampleRow('demo_requests'), company }])).status).toBe(201);
    }
  });

  it('lists a table as CSV, newest first, objects as JSON', async () => {
    const { code, stdout } = await records(['demo_requests']);
    expect(code).toBe(0);
    const [header, ...rows] = stdout.trimEnd().split('\r\n');
    expect(header).toContain('company');
    expect(header).toContain('attribution');
    expect(rows.findIndex((row) => row.includes('Newer Shop'))).toBeLessThan(rows.findIndex((row) => row.includes('Older Shop')));
  });

  it("filters interactions by session, type and page, newest first", async () => {
    const bySession = await records(['user_interactions', '--session', sessionId]);
    expect(bySession.stdout.trimEnd().split('\r\n').slice(1).map((row) => /localhost:3000\/(\w+)/.exec(row)?.[1])).toEqual(['travel', 'retail', 'retail']);
    const views = await records(['user_interactions', '--session', sessionId, '--type', 'page_view', '--page', 'http://localhost:3000/retail']);
    expect(views.stdout.trimEnd().split('\r\n')).toHaveLength(2);
    expect(views.stdout).toContain('page_view');
  });

  it('says which tables there are, and refuses a filter a table has not, or a missing key', async () => {
    const unknown = await records(['visitors']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No table "visitors".');
    expect(unknown.stderr).toContain('Tables: leads, personalized_guides');
    const misplaced = await records(['leads', '--session', sessionId]);
    expect(misplaced.stderr).toContain('--session filters user_interactions only');
    const anonymous = await runStaffCommand('records', stack.url, ['leads'], undefined);
    expect(anonymous.code).toBe(1);
    expect(anonymous.stderr).toContain('SUPABASE_SERVICE_ROLE_KEY is not set');
  });

  it('says so when nothing matches', async () => {
    const { code, stdout, stderr } = await records(['user_interactions', '--session', 'session_nobody']);
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(stderr).toBe('No user_interactions rows match.\n');
  });
});
