import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { listUserInteractions } from '@salesiq/shared-data/staff/list-user-interactions';
import { localAnonKey, localSupabaseUrl } from '@salesiq/shared-data/env';
import { classifyResponse } from '@salesiq/shared-data/outbox/classify-response';
import { createRestSender } from '@salesiq/shared-data/outbox/rest-sender';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { type Database, type InsertOf, leadTypes, type TableName, tableNames } from '@salesiq/shared-data/database-types';
import { listLeads } from '@salesiq/shared-data/staff/list-leads';
import { errorOf, insertRows, request } from './rest';
import { sampleRow } from './sample-rows';
import { loadKeys, startTestStack, type TestStack } from './stack-harness';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack?.stop();
});

function serviceGet(path: string) {
  return request(stack.url, path, { headers: { apikey: stack.serviceRoleKey } });
}

async function storedCount(table: TableName, id: string): Promise<number> {
  const response = await serviceGet(`/rest/v1/${table}?id=eq.${id}&select=id`);
  expect(response.status).toBe(200);
  return (response.body as unknown[]).length;
}

describe('keys', () => {
  it('are the Supabase CLI demo keys, signed with the local demo JWT secret', async () => {
    const { jwtSecret, anonKey, serviceRoleKey } = await loadKeys();
    expect(jwtSecret).toBe('super-secret-jwt-token-with-at-least-32-characters-long');
    for (const [key, role] of [
      [anonKey, 'anon'],
      [serviceRoleKey, 'service_role'],
    ] as const) {
      const [header = '', payload = '', signature] = key.split('.');
      expect(createHmac('sha256', jwtSecret).update(`${header}.${payload}`).digest('base64url')).toBe(signature);
      expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
      expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({ role });
    }
  });
});

describe('browser defaults of shared-data', () => {
  it('are this stack’s anon key and base URL', async () => {
    const { anonKey } = await loadKeys();
    expect(localAnonKey).toBe(anonKey);
    expect(new URL(localSupabaseUrl).port).toBe('54321');
  });
});

describe('the outbox sender against PostgREST', () => {
  const send = () => createRestSender({ url: stack.url, anonKey: stack.anonKey }, (url, init) => fetch(url, init));

  it('stores a record whose row leaves an optional column out', async () => {
    const { phone: _phone, ...withoutPhone } = { ...sampleRow('leads') };
    const result = await send()('leads', [withoutPhone], { keepalive: false });
    expect(result).toEqual({ status: 201 });
    expect(await storedCount('leads', withoutPhone.id)).toBe(1);
  });

  it('reports stored, a retry of a stored row as stored, and invalid exactly as the outbox classifies them', async () => {
    const row = sampleRow('consultations');
    expect(classifyResponse(await send()('consultations', [row], { keepalive: true }))).toBe('stored');
    expect(classifyResponse(await send()('consultations', [row], { keepalive: false }))).toBe('stored');
    const bad = await send()('consultations', [{ ...sampleRow('consultations'), email: 'nope' }], { keepalive: false });
    expect(bad).toMatchObject({ status: 400, code: '23514' });
    expect(bad.message).toContain('consultations_email_shape');
    expect(classifyResponse(bad)).toBe('invalid');
  });

  it('stores a tracking batch that repeats rows already stored: the new ones once, the stored ones not again', async () => {
    const [stored, fresh] = [sampleRow('user_interactions'), sampleRow('user_interactions')];
    expect(await send()('user_interactions', [stored], { keepalive: true })).toEqual({ status: 201 });
    expect(await send()('user_interactions', [stored, fresh], { keepalive: false })).toEqual({ status: 201 });
    expect(await storedCount('user_interactions', stored.id)).toBe(1);
    expect(await storedCount('user_interactions', fresh.id)).toBe(1);
  });

  it('reports a network failure as status 0 (retry)', async () => {
    const unreachable = createRestSender({ url: 'http://127.0.0.1:9', anonKey: stack.anonKey }, (url, init) => fetch(url, init));
    const result = await unreachable('leads', [sampleRow('leads')], { keepalive: false });
    expect(classifyResponse(result)).toBe('retry');
  });
});

describe.each(tableNames)('%s as an anonymous visitor', (table) => {
  it('inserts (201, nothing returned) and the row is stored once', async () => {
    const row = sampleRow(table);
    const response = await insertRows(stack.url, stack.anonKey, table, [row]);
    expect(response).toEqual({ status: 201, body: undefined });
    expect(await storedCount(table, row.id)).toBe(1);
  });

  it('cannot select, update or delete', async () => {
    const row = sampleRow(table);
    await insertRows(stack.url, stack.anonKey, table, [row]);
    const headers = { apikey: stack.anonKey, 'Content-Type': 'application/json' };

    const select = await request(stack.url, `/rest/v1/${table}?select=*`, { headers });
    const update = await request(stack.url, `/rest/v1/${table}?id=eq.${row.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ id: randomUUID() }),
    });
    const remove = await request(stack.url, `/rest/v1/${table}?id=eq.${row.id}`, { method: 'DELETE', headers });

    for (const refused of [select, update, remove]) {
      expect(refused.status).toBe(401);
      expect(errorOf(refused).code).toBe('42501');
    }
    expect(await storedCount(table, row.id)).toBe(1);
  });

  it('answers a second insert of the same id as the first, 201, and stores the row once', async () => {
    const row = sampleRow(table);
    expect((await insertRows(stack.url, stack.anonKey, table, [row])).status).toBe(201);
    expect((await insertRows(stack.url, stack.anonKey, table, [row])).status).toBe(201);
    expect(await storedCount(table, row.id)).toBe(1);
  });

  it('may not choose created_at', async () => {
    const row = { ...sampleRow(table), created_at: '2000-01-01T00:00:00Z' };
    const response = await insertRows(stack.url, stack.anonKey, table, [row]);
    expect(response.status).toBe(401);
    expect(errorOf(response).code).toBe('42501');
    expect(await storedCount(table, row.id)).toBe(0);
  });
});

describe('check constraints', () => {
  const longText = (length: number) => 'x'.repeat(length);
  const violations: [TableName, string, Record<string, unknown>][] = [
    ['leads', 'leads_email_not_blank', { email: ' \u200b ' }],
    ['leads', 'leads_name_length', { name: '' }],
    ['leads', 'leads_company_length', { company: longText(201) }],
    ['leads', 'leads_message_length', { message: longText(5001) }],
    ['leads', 'leads_phone_length', { phone: longText(41) }],
    ['leads', 'leads_lead_type_value', { lead_type: 'newsletter' }],
    ['leads', 'leads_lead_source_value', { lead_source: 'Healthcare Page' }],
    ['leads', 'leads_email_length', { email: `${longText(320)}@example.com` }],
    ['personalized_guides', 'personalized_guides_industry_length', { industry: longText(65) }],
    ['consultations', 'consultations_consultation_type_value', { consultation_type: 'sales_call' }],
    ['consultations', 'consultations_status_value', { status: 'done' }],
    ['template_downloads', 'template_downloads_email_shape', { email: 'ada.example.com' }],
    ['bot_generations', 'bot_generations_email_shape', { email: 'ada@localhost' }],
    ['demo_requests', 'demo_requests_status_value', { status: 'approved' }],
    ['bot_generations', 'bot_generations_company_name_length', { company_name: longText(201) }],
    ['user_interactions', 'user_interactions_interaction_type_value', { interaction_type: 'hover' }],
    ['user_interactions', 'user_interactions_device_type_value', { device_type: 'watch' }],
    ['user_interactions', 'user_interactions_element_text_length', { element_text: longText(501) }],
    ['user_interactions', 'user_interactions_page_url_length', { page_url: longText(2049) }],
    ['user_interactions', 'user_interactions_interaction_data_object', { interaction_data: ['a', 'list'] }],
    ['user_interactions', 'user_interactions_interaction_data_size', { interaction_data: { blob: longText(16_400) } }],
  ];

  it.each(violations)('%s rejects with %s: 400 / 23514, nothing stored', async (table, constraint, change) => {
    const row = { ...sampleRow(table), ...change };
    const response = await insertRows(stack.url, stack.anonKey, table, [row]);
    expect(response.status).toBe(400);
    expect(errorOf(response).code).toBe('23514');
    expect(errorOf(response).message).toContain(constraint);
    expect(await storedCount(table, row.id)).toBe(0);
  });

  it('accepts every lead_source pattern of the spec', async () => {
    const sources = [
      'personalized_guide',
      'personalized_guide_page',
      'footer_contact',
      'healthcare_page',
      'real_estate_page',
      'food_beverage_page',
      'healthcare_bot_generator',
      'realestate_bot_generator',
      'bot_script_page',
      'template_download',
      'custom_template_request',
    ];
    for (const lead_source of sources) {
      const row = { ...sampleRow('leads'), lead_source };
      expect((await insertRows(stack.url, stack.anonKey, 'leads', [row])).status).toBe(201);
    }
  });

  it('accepts every lead type the site and the leads command know (shared-data leadTypes)', async () => {
    for (const lead_type of leadTypes) {
      const row = { ...sampleRow('leads'), lead_type };
      expect((await insertRows(stack.url, stack.anonKey, 'leads', [row])).status, lead_type).toBe(201);
    }
  });

  it('stores the addresses visitors may send: anything typed into a prompt, local@domain from email fields', async () => {
    const prompted = [
      { ...sampleRow('leads'), email: 'ana at clinic' },
      { ...sampleRow('leads'), email: 'ana@localhost' },
    ];
    for (const row of prompted) expect((await insertRows(stack.url, stack.anonKey, 'leads', [row])).status).toBe(201);
    const demo = { ...sampleRow('demo_requests'), email: 'call me' };
    expect((await insertRows(stack.url, stack.anonKey, 'demo_requests', [demo])).status).toBe(201);
    for (const table of ['personalized_guides', 'consultations', 'template_downloads'] as const) {
      const row = { ...sampleRow(table), email: 'ana@localhost' };
      expect((await insertRows(stack.url, stack.anonKey, table, [row])).status).toBe(201);
    }
  });

  it('stores nothing of a batch with one bad row', async () => {
    const good = sampleRow('user_interactions');
    const bad = { ...sampleRow('user_interactions'), device_type: 'watch' };
    expect((await insertRows(stack.url, stack.anonKey, 'user_interactions', [good, bad])).status).toBe(400);
    expect(await storedCount('user_interactions', good.id)).toBe(0);
  });
});

describe('gateway', () => {
  it('answers 401 with a JSON error when there is no apikey', async () => {
    const response = await request(stack.url, '/rest/v1/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify(sampleRow('leads')),
    });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ message: 'No API key found in request' });
  });

  it('answers 401 to an unknown apikey', async () => {
    const response = await request(stack.url, '/rest/v1/leads', { headers: { apikey: 'not-a-key' } });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ message: 'Invalid API key' });
  });

  it('accepts the apikey as a query parameter, as the Supabase gateway does', async () => {
    const response = await request(stack.url, `/rest/v1/leads?select=id&limit=1&apikey=${stack.serviceRoleKey}`);
    expect(response.status).toBe(200);
  });

  it('answers 404 outside /rest/v1', async () => {
    const response = await request(stack.url, '/auth/v1/settings', { headers: { apikey: stack.anonKey } });
    expect(response.status).toBe(404);
  });

  it('answers CORS preflights from localhost origins', async () => {
    const response = await fetch(`${stack.url}/rest/v1/leads`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3100',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, prefer, x-client-info',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3100');
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['apikey', 'authorization', 'content-type', 'prefer', 'x-client-info', 'accept-profile', 'content-profile']) {
      expect(allowed).toContain(header);
    }
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('adds CORS headers to real responses and errors for localhost origins only', async () => {
    const local = await fetch(`${stack.url}/rest/v1/leads`, { headers: { Origin: 'http://127.0.0.1:3000' } });
    expect(local.status).toBe(401);
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');

    const foreign = await fetch(`${stack.url}/rest/v1/leads`, {
      headers: { Origin: 'https://evil.example', apikey: stack.anonKey },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets an explicit Authorization header win over the apikey', async () => {
    const response = await request(stack.url, '/rest/v1/leads?select=id&limit=1', {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect(response.status).toBe(200);
  });
});

describe('staff lists (service role)', () => {
  let staff: SupabaseClient<Database>;
  let anonClient: SupabaseClient<Database>;
  const options = { auth: { persistSession: false, autoRefreshToken: false } };

  beforeAll(() => {
    staff = createClient<Database>(stack.url, stack.serviceRoleKey, options);
    anonClient = createClient<Database>(stack.url, stack.anonKey, options);
  });

  it('refuses the lists to the anon key with the server message', async () => {
    await expect(listLeads(anonClient)).rejects.toThrow('Could not list leads: permission denied for table leads');
  });

  it('lists user_interactions newest timestamp first, filtered by session, type and page', async () => {
    const session = `session_${Date.now()}_filters`;
    const other = `${session}_other`;
    // Recent times: the database refuses tracking timestamps more than a day ahead.
    const base = Date.now() - 60_000;
    const at = (second: number) => new Date(base + second * 1000).toISOString();
    const interaction = (fields: Partial<InsertOf<'user_interactions'>>) => ({ ...sampleRow('user_interactions'), ...fields });
    const view = interaction({ session_id: session, interaction_type: 'page_view', page_url: '/a', timestamp: at(1) });
    const clickA = interaction({ session_id: session, interaction_type: 'click', page_url: '/a', timestamp: at(3) });
    const clickB = interaction({ session_id: session, interaction_type: 'click', page_url: '/b', timestamp: at(2) });
    const otherClick = interaction({ session_id: other, page_url: '/a', timestamp: at(4), user_id: 'staff-test-user' });
    const rows = [view, clickA, clickB, otherClick];
    expect((await insertRows(stack.url, stack.anonKey, 'user_interactions', rows)).status).toBe(201);

    const ids = async (filters: Parameters<typeof listUserInteractions>[1]) =>
      (await listUserInteractions(staff, filters)).map((row) => row.id);

    expect(await ids({ sessionId: session })).toEqual([clickA.id, clickB.id, view.id]);
    expect(await ids({ sessionId: session, interactionType: 'click' })).toEqual([clickA.id, clickB.id]);
    expect(await ids({ sessionId: session, pageUrl: '/a' })).toEqual([clickA.id, view.id]);
    expect(await ids({ userId: 'staff-test-user' })).toEqual([otherClick.id]);
    const all = await ids({});
    expect(all.indexOf(otherClick.id)).toBeLessThan(all.indexOf(clickA.id));
    expect(await ids({ interactionType: 'page_view' })).toContain(view.id);
    expect(await ids({ pageUrl: '/b' })).toContain(clickB.id);
    expect(await ids({ pageUrl: '/b' })).not.toContain(clickA.id);
  });
});

describe('restart and reset', () => {
  it('keeps data across a restart and applies no migration twice', async () => {
    const row = sampleRow('leads');
    await insertRows(stack.url, stack.anonKey, 'leads', [row]);
    const log = await stack.restart();
    expect(log.some((line) => line.startsWith('Applied migrations'))).toBe(false);
    expect(await storedCount('leads', row.id)).toBe(1);
  });

  it('drops all data on reset and serves the re-created tables at once', async () => {
    const row = sampleRow('demo_requests');
    await insertRows(stack.url, stack.anonKey, 'demo_requests', [row]);
    await stack.reset();
    const after = sampleRow('demo_requests');
    // PostgREST reloads its schema cache on the reset's notification.
    await expect.poll(async () => (await insertRows(stack.url, stack.anonKey, 'demo_requests', [after])).status).toBe(201);
    const all = await serviceGet('/rest/v1/demo_requests?select=id');
    expect(all.body).toEqual([{ id: after.id }]);
  });
});
