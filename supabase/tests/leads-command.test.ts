import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import pg from 'pg';
import { insertRows } from './rest';
import { runLeadsCommand } from './leads-cli';
import { sampleRow } from './sample-rows';
import { startTestStack, type TestStack } from './stack-harness';

// `pnpm leads` against a real stack, run the way staff run it (./leads-cli).

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack?.stop();
});

const leads = (args: string[], key: string | undefined) => runLeadsCommand(stack.url, args, key);

const sessionId = `session_${Date.now()}_leadscsv`;
const touch = { landing_path: '/', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'autumn', visit_number: 1 };
// What a hostile visitor can put in a lead's attribution: values the database does not check.
const forgedTouch = { referrer: 'not a url', utm_campaign: '\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007', visit_number: 1 };
const forged = { ...sampleRow('leads'), name: 'Forged Touch', industry: 'travel', lead_type: 'contact_request' as const, attribution: { first_touch: { utm_source: 'news\u001b[2J\u001b]0;pwned\u0007' }, this_visit: forgedTouch } };
const older = { ...sampleRow('leads'), name: '=HYPERLINK("http://evil.example","x")', company: 'Quotes "and", commas', industry: 'retail', lead_type: 'contact_request' as const };
const newer = { ...sampleRow('leads'), name: 'Ana Silva', email: 'ana@example.com', company: '@Silva', industry: 'healthcare', session_id: sessionId, attribution: { first_touch: touch, this_visit: touch } };
// The bot generator's goal is in the message, which may run long and over several lines.
const goal = 'Qualify buyers before viewings, book visits with the right agent and answer questions about listings around the clock';
const generated = { ...sampleRow('leads'), name: 'Bo Generator', phone: null, industry: 'Real Estate', lead_type: 'bot_generation' as const, message: `Generated a bot for Real Estate.\r\nGoal: ${goal}` };
// Forms store an industry as its display name, its key or free text.
const underscored = { ...sampleRow('leads'), name: 'Cy Underscore', industry: 'real_estate', lead_type: 'custom_template' as const };
const ampersand = { ...sampleRow('leads'), name: 'Di Ampersand', industry: 'Food & Beverage', lead_type: 'template_download' as const };

describe('pnpm leads', () => {
  beforeAll(async () => {
    const view = { ...sampleRow('user_interactions'), session_id: sessionId, interaction_type: 'page_view', page_url: 'http://localhost:3000/healthcare', timestamp: new Date(Date.now() - 90_000).toISOString() };
    expect((await insertRows(stack.url, stack.anonKey, 'user_interactions', [view])).status).toBe(201);
    for (const lead of [generated, underscored, ampersand]) expect((await insertRows(stack.url, stack.anonKey, 'leads', [lead])).status).toBe(201);
    expect((await insertRows(stack.url, stack.anonKey, 'leads', [forged])).status).toBe(201);
    expect((await insertRows(stack.url, stack.anonKey, 'leads', [older])).status).toBe(201);
    expect((await insertRows(stack.url, stack.anonKey, 'leads', [newer])).status).toBe(201);
  });

  it('--csv writes RFC 4180, newest first, with formula cells made text', async () => {
    const { code, stdout } = await leads(['--csv'], stack.serviceRoleKey);
    expect(code).toBe(0);
    const lines = stdout.split('\r\n');
    expect(lines[0]).toBe('created_at,name,email,phone,company,industry,type,message,source,campaign,notified,journey');
    expect(lines[1]).toMatch(
      /^[^,]+,Ana Silva,ana@example\.com,"'\+61 3 9000 0000","'@Silva",healthcare,demo_request,Requested real estate demo from industry page,newsletter\/email,autumn,pending,\/healthcare · \d+ s$/,
    );
    expect(stdout).toContain(
      `"'=HYPERLINK(""http://evil.example"",""x"")",ada@example.com,"'+61 3 9000 0000","Quotes ""and"", commas",retail,contact_request,Requested real estate demo from industry page,,,pending,`,
    );
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

  it('shows phone and message: whole in the CSV and in --lead, on one line and cut in the table', async () => {
    const csv = await leads(['--csv'], stack.serviceRoleKey);
    expect(csv.stdout).toContain(`,Bo Generator,ada@example.com,,Analytical Engines,Real Estate,bot_generation,"Generated a bot for Real Estate.\r\nGoal: ${goal}",`);

    const table = await leads([], stack.serviceRoleKey);
    const rows = table.stdout.trimEnd().split('\n');
    expect(rows).toHaveLength(1 + 6);
    expect(rows[0]).toMatch(/^created_at +name +email +phone +company +industry +type +message +source +campaign +notified +journey$/);
    const row = rows.find((line) => line.includes('Bo Generator')) ?? '';
    expect(row).toContain('Generated a bot for Real Estate. Goal: …');
    expect(row).not.toContain(goal);
    expect(rows.find((line) => line.includes('Ana Silva'))).toContain('+61 3 9000 0000');

    const bo = await leads(['--lead', generated.id], stack.serviceRoleKey);
    expect(bo.stdout).toContain(`Bo Generator <ada@example.com>, Analytical Engines\ntype bot_generation`);
    expect(bo.stdout).toContain(`\nmessage:\n  Generated a bot for Real Estate.\n  Goal: ${goal}\n`);
    const ana = await leads(['--lead', newer.id], stack.serviceRoleKey);
    expect(ana.stdout).toContain('Ana Silva <ana@example.com>, @Silva, phone +61 3 9000 0000');
    expect(ana.stdout).toContain('\nmessage:\n  Requested real estate demo from industry page\n');
  });

  it('--industry matches the key, the display name and other spellings alike', async () => {
    for (const industry of ['real-estate', 'Real Estate', 'real_estate', 'REALESTATE']) {
      const { code, stdout } = await leads(['--industry', industry], stack.serviceRoleKey);
      expect(code).toBe(0);
      expect(stdout.trimEnd().split('\n').slice(1).map((row) => row.split(/ {2,}/)[1])).toEqual(['Cy Underscore', 'Bo Generator']);
    }
    const foodAndBeverage = await leads(['--industry', 'food-beverage'], stack.serviceRoleKey);
    expect(foodAndBeverage.stdout.trimEnd().split('\n').slice(1).map((row) => row.split(/ {2,}/)[1])).toEqual(['Di Ampersand']);
    const none = await leads(['--industry', 'real'], stack.serviceRoleKey);
    expect([none.code, none.stdout]).toEqual([0, 'No leads.\n']);
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

  it('shows a request the sales inbox has not heard of after 24 h as NOT NOTIFIED, a booking without a lead too, and one it has with the time', async () => {
    const booking = { ...sampleRow('demo_requests'), name: 'Sam Booking', email: 'sam@example.com' };
    expect((await insertRows(stack.url, stack.anonKey, 'demo_requests', [booking])).status).toBe(201);
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    try {
      await client.query(`update public.leads set created_at = now() - interval '25 hours' where id = $1`, [older.id]);
      await client.query(`update public.lead_notifications set created_at = now() - interval '25 hours' where record_id = $1`, [booking.id]);
      await client.query(`update public.lead_notifications set sent_at = '2026-12-01T10:00:00Z' where lead_id = $1`, [generated.id]);
    } finally {
      await client.end();
    }
    const csv = await leads(['--csv'], stack.serviceRoleKey);
    expect(csv.stdout).toMatch(/HYPERLINK.*,NOT NOTIFIED,/);
    expect(csv.stdout).toMatch(/Bo Generator[^]*?,2026-12-01T10:00:00\+00:00,/);
    const one = await leads(['--lead', older.id], stack.serviceRoleKey);
    expect(one.stdout).toContain('\nsales inbox: NOT NOTIFIED\n');
    // A home demo booking makes no lead, so the table cannot show it: a line after the table does.
    const table = await leads([], stack.serviceRoleKey);
    expect(table.stdout).toMatch(/\nNOT NOTIFIED after 24 h, requests without a lead:\n {2}\S+ {2}demo_request {2}Sam Booking <sam@example\.com>\n$/);
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
