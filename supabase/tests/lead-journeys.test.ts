import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import pg from 'pg';
import { errorOf, insertRows, request } from './rest';
import { sampleRow } from './sample-rows';
import { startTestStack, type TestStack } from './stack-harness';

// The staff-only journey view, and the visit columns the record tables gained for it.

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack?.stop();
});

const sessionId = `session_${Date.now()}_journey1`;
const touch = { landing_path: '/', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'autumn', visit_number: 2 };
const lead = { ...sampleRow('leads'), session_id: sessionId, attribution: { first_touch: touch, this_visit: touch } };

function interaction(type: string, secondsAgo: number, pageUrl: string) {
  return {
    ...sampleRow('user_interactions'),
    session_id: sessionId,
    interaction_type: type,
    page_url: pageUrl,
    timestamp: new Date(Date.now() - secondsAgo * 1000).toISOString(),
  };
}

describe('lead_journeys', () => {
  beforeAll(async () => {
    // Sent out of order, as batches from two tabs may arrive.
    const interactions = [
      interaction('form_submit', 10, 'http://localhost:3000/healthcare'),
      interaction('page_view', 120, 'http://localhost:3000/?utm_source=newsletter'),
      interaction('scroll', 100, 'http://localhost:3000/'),
      interaction('click', 90, 'http://localhost:3000/'),
      interaction('page_view', 60, 'http://localhost:3000/healthcare'),
    ];
    expect((await insertRows(stack.url, stack.anonKey, 'user_interactions', interactions)).status).toBe(201);
    expect((await insertRows(stack.url, stack.anonKey, 'leads', [lead])).status).toBe(201);
  });

  it('reads nothing with the anon key', async () => {
    const response = await request(stack.url, '/rest/v1/lead_journeys?select=*', { headers: { apikey: stack.anonKey } });
    expect(response.status).toBe(401);
    expect(errorOf(response).code).toBe('42501');
    expect(JSON.stringify(response.body)).not.toContain(lead.id);
  });

  it('gives staff the lead with its attribution, its session in order, time to lead and earlier visits', async () => {
    const response = await request(stack.url, `/rest/v1/lead_journeys?lead_id=eq.${lead.id}`, { headers: { apikey: stack.serviceRoleKey } });
    expect(response.status).toBe(200);
    const [journey] = response.body as Record<string, unknown>[];
    expect(journey).toMatchObject({ lead_id: lead.id, session_id: sessionId, attribution: lead.attribution, visits_before: 1 });
    const steps = journey?.interactions as { type: string; page_url: string }[];
    expect(steps.map((step) => step.type)).toEqual(['page_view', 'click', 'page_view', 'form_submit']);
    expect(Number(journey?.seconds_to_lead)).toBeGreaterThanOrEqual(119);
    expect(Number(journey?.seconds_to_lead)).toBeLessThan(180);
  });

  it('gives the lead’s phone and message, and its industry as the industry filter matches it', async () => {
    const response = await request(stack.url, `/rest/v1/lead_journeys?lead_id=eq.${lead.id}&select=industry,phone,message,industry_normalised`, {
      headers: { apikey: stack.serviceRoleKey },
    });
    expect(response.body).toEqual([{ industry: 'real-estate', phone: lead.phone, message: lead.message, industry_normalised: 'realestate' }]);
  });

  it('strips spaces and punctuation and lowers the case of every spelling of an industry', async () => {
    const spellings = ['Real Estate', 'real_estate', ' REAL-ESTATE ', 'Food & Beverage', 'E-commerce', 'Éducation 2.0'];
    const rows = spellings.map((industry) => ({ ...sampleRow('leads'), industry }));
    for (const row of rows) expect((await insertRows(stack.url, stack.anonKey, 'leads', [row])).status).toBe(201);
    const response = await request(stack.url, `/rest/v1/lead_journeys?lead_id=in.(${rows.map((row) => row.id).join(',')})&select=industry,industry_normalised`, {
      headers: { apikey: stack.serviceRoleKey },
    });
    const normalised = Object.fromEntries((response.body as { industry: string; industry_normalised: string }[]).map((row) => [row.industry, row.industry_normalised]));
    expect(normalised).toEqual({
      'Real Estate': 'realestate',
      real_estate: 'realestate',
      ' REAL-ESTATE ': 'realestate',
      'Food & Beverage': 'foodbeverage',
      'E-commerce': 'ecommerce',
      // lower() folds ASCII only under the local stack's C locale; ilike folds the filter value alike.
      'Éducation 2.0': 'Éducation20',
    });
  });

  it('keeps security_invoker and select for service_role alone after the columns were added', async () => {
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    try {
      const view = await client.query<{ reloptions: string[] }>("select reloptions from pg_class where oid = 'public.lead_journeys'::regclass");
      expect(view.rows).toEqual([{ reloptions: ['security_invoker=true'] }]);
      const grants = await client.query(
        `select grantee::regrole::text as grantee, privilege_type
           from pg_class, aclexplode(relacl)
          where oid = 'public.lead_journeys'::regclass and grantee <> relowner`,
      );
      expect(grants.rows).toEqual([{ grantee: 'service_role', privilege_type: 'SELECT' }]);
    } finally {
      await client.end();
    }
  });
});

describe('the visit columns of the record tables', () => {
  it('refuse unknown attribution keys and objects over 4 KB, naming the check', async () => {
    const cases = [
      { attribution: { this_visit: { email: 'ana@example.com' } }, check: 'leads_attribution_this_visit_keys' },
      { attribution: { campaign: 'x' }, check: 'leads_attribution_keys' },
      { attribution: { first_touch: { utm_source: 'x'.repeat(5000) } }, check: 'leads_attribution_size' },
      // Whichever of the object and keys checks runs first names itself.
      { attribution: ['x'], check: 'leads_attribution_' },
      { session_id: 'not a session id', check: 'leads_session_id_characters' },
    ];
    for (const { check, ...columns } of cases) {
      const response = await insertRows(stack.url, stack.anonKey, 'leads', [{ ...sampleRow('leads'), ...columns }]);
      expect(response.status).toBe(400);
      expect(errorOf(response).code).toBe('23514');
      expect(errorOf(response).message).toContain(check);
    }
  });

  it('are optional: a record from a page built before them is stored with none', async () => {
    const row = sampleRow('demo_requests');
    expect((await insertRows(stack.url, stack.anonKey, 'demo_requests', [row])).status).toBe(201);
    const stored = await request(stack.url, `/rest/v1/demo_requests?id=eq.${row.id}&select=session_id,attribution`, { headers: { apikey: stack.serviceRoleKey } });
    expect(stored.body).toEqual([{ session_id: null, attribution: {} }]);
  });
});
