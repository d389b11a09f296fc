import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { Database } from '@salesiq/shared-data/database-types';
import { readInsights } from '@salesiq/shared-data/staff/read-insights';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { errorOf, insertRows, request } from './rest';
import { sampleRow } from './sample-rows';
import { startTestStack, type TestStack } from './stack-harness';

// The definitions of the insights functions (migration 20261207120000), each on a small known data
// set: six visits of 10 March 2026 and a request made without a recorded visit.

let stack: TestStack;
let db: pg.Client;

const at = (minutes: number) => new Date(Date.UTC(2026, 2, 10, 12, 0) + minutes * 60_000).toISOString();
const period = { since: at(-120), until: at(60) };
const site = 'http://localhost:3000';

type Step = { type: string; path: string; minute: number; device?: string; referrer?: string; text?: string; data?: Record<string, unknown> };

function interaction(session: string, { type, path, minute, device = 'desktop', referrer, text, data = {} }: Step) {
  return {
    ...sampleRow('user_interactions'),
    session_id: session,
    interaction_type: type,
    page_url: `${site}${path}`,
    device_type: device,
    referrer: referrer ?? null,
    element_type: type === 'click' ? 'button' : null,
    element_text: text ?? null,
    interaction_data: data,
    timestamp: at(minute),
  };
}

const newsletter = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'autumn', landing_path: '/' };
const markup = '<img src=x onerror=alert(1)>';

/** Per session: what it did, and the requests it made (record table, minute). */
const visits: Record<string, { steps: Step[]; requests: { table: 'demo_requests' | 'personalized_guides' | 'template_downloads' | 'leads'; minute: number; attribution?: object }[] }> = {
  // A newsletter visit that went on in a tab opened from the site (its records carry the campaign,
  // its page views do not): scrolled, asked for a demo, then for a guide on another page.
  session_1_newsletter: {
    steps: [
      { type: 'page_view', path: '/healthcare', minute: -30, referrer: `${site}/` },
      { type: 'scroll', path: '/healthcare', minute: -29, data: { scroll_percent: 60 } },
      { type: 'click', path: '/healthcare', minute: -28, text: 'Request Healthcare Demo' },
      { type: 'page_view', path: '/personalized-guide', minute: -5 },
      { type: 'form_submit', path: '/personalized-guide', minute: -2, data: { form_type: 'personalized_guide' } },
    ],
    requests: [
      { table: 'demo_requests', minute: -25, attribution: { first_touch: newsletter, this_visit: newsletter } },
      { table: 'personalized_guides', minute: -1, attribution: { first_touch: newsletter, this_visit: newsletter } },
    ],
  },
  // Read a little, went back home: not engaged.
  session_2_browsing: {
    steps: [
      { type: 'page_view', path: '/healthcare', minute: -20, device: 'mobile' },
      { type: 'scroll', path: '/healthcare', minute: -20, device: 'mobile', data: { scroll_percent: 49 } },
      { type: 'click', path: '/healthcare', minute: -19, device: 'mobile', text: 'Back to All Industries' },
      { type: 'page_view', path: '/', minute: -19, device: 'mobile' },
      { type: 'scroll', path: '/', minute: -18, device: 'mobile', data: { scroll_percent: 'far' } },
    ],
    requests: [],
  },
  // From a search engine: opened a demo chat.
  session_3_search: {
    steps: [
      { type: 'page_view', path: '/', minute: -15, referrer: 'https://www.Google.com/search?q=chatbot' },
      { type: 'chat_interaction', path: '/', minute: -14, data: { chat_action: 'open', chat_data: { industry: 'healthcare', step: 0 } } },
      { type: 'chat_interaction', path: '/', minute: -14, data: { chat_action: 'close', chat_data: { industry: 'healthcare', step: 1 } } },
    ],
    requests: [],
  },
  // Opened the template dialog and left.
  session_4_dialog: {
    steps: [
      { type: 'page_view', path: '/finance/', minute: -10, device: 'tablet' },
      { type: 'click', path: '/finance', minute: -9, device: 'tablet', text: 'Download Templates' },
    ],
    requests: [],
  },
  // A campaign whose name is markup, percent-encoded in the address; the records carry no attribution.
  session_5_markup: {
    steps: [
      { type: 'page_view', path: `/retail?utm_source=news+letter&utm_campaign=${encodeURIComponent(markup)}`, minute: -8 },
      { type: 'form_submit', path: '/retail', minute: -7, data: { form_type: 'template_download' } },
    ],
    requests: [{ table: 'template_downloads', minute: -6 }],
  },
  // Seen only before the period: not a visitor of it, though it scrolled within it.
  session_6_earlier: {
    steps: [
      { type: 'page_view', path: '/travel', minute: -180 },
      { type: 'scroll', path: '/travel', minute: -100, data: { scroll_percent: 90 } },
    ],
    requests: [],
  },
  // Under Global Privacy Control: a request, no interactions.
  session_7_private: { steps: [], requests: [{ table: 'leads', minute: -3 }] },
};

async function insertVisits() {
  const interactions = Object.entries(visits).flatMap(([session, { steps }]) => steps.map((step) => interaction(session, step)));
  expect((await insertRows(stack.url, stack.serviceRoleKey, 'user_interactions', interactions)).status).toBe(201);
  for (const [session, { requests }] of Object.entries(visits)) {
    for (const { table, minute, attribution = {} } of requests) {
      const row = { ...sampleRow(table), session_id: session, attribution };
      expect((await insertRows(stack.url, stack.serviceRoleKey, table, [row])).status).toBe(201);
      // Made at the minute the data set says (the trigger queued the request with the time of its insert).
      await db.query('update public.lead_notifications set created_at = $1 where record_id = $2 or lead_id = $2', [at(minute), row.id]);
    }
  }
}

async function rpc(name: string, body: Record<string, unknown>, key = stack.serviceRoleKey) {
  return request(stack.url, `/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: key, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

type FunnelRow = { dimension: string; page_path: string | null; source: string | null; campaign: string | null; device_type: string | null };

async function funnels(): Promise<(FunnelRow & Record<string, unknown>)[]> {
  const response = await rpc('insights_funnels', period);
  expect(response.status).toBe(200);
  return response.body as (FunnelRow & Record<string, unknown>)[];
}

const measures = (row: Record<string, unknown> | undefined) =>
  row && {
    visitors: row.visitors,
    engaged: row.engaged,
    started_form: row.started_form,
    requested: row.requested,
    requests: row.requests,
    conversion_rate: row.conversion_rate,
    median_minutes_to_request: row.median_minutes_to_request,
  };

beforeAll(async () => {
  stack = await startTestStack();
  db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  await insertVisits();
});

afterAll(async () => {
  await db?.end();
  await stack?.stop();
});

describe('insights: who may read them', () => {
  it('refuses every function to the anon key', async () => {
    for (const name of ['insights_funnels', 'insights_exit_pages', 'insights_by_day', 'insights_request_count']) {
      const read = await request(stack.url, `/rest/v1/rpc/${name}`, { headers: { apikey: stack.anonKey } });
      expect([name, read.status, errorOf(read).code]).toEqual([name, 401, '42501']);
      // A visitor's POST meets the rate limit's hook first, which cannot count in the read-only
      // transaction PostgREST gives a stable function: refused before the function is reached.
      const posted = await rpc(name, period, stack.anonKey);
      expect([name, posted.status]).toEqual([name, 405]);
      expect(Array.isArray(posted.body)).toBe(false);
    }
  });

  it('lets neither anon nor authenticated execute a function or use the insights schema', async () => {
    const { rows } = await db.query<{ role: string; routine: string; allowed: boolean }>(`
      select role, routine.oid::regprocedure::text as routine, has_function_privilege(role, routine.oid, 'execute') as allowed
      from unnest(array['anon', 'authenticated']) as role
      cross join pg_proc as routine
      where routine.pronamespace = 'insights'::regnamespace or routine.proname like 'insights\\_%'`);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((row) => row.allowed)).toEqual([]);
    const schema = await db.query(`select has_schema_privilege('anon', 'insights', 'usage') or has_schema_privilege('authenticated', 'insights', 'usage') as allowed`);
    expect(schema.rows).toEqual([{ allowed: false }]);
  });

  it('does not serve the insights schema through the API', async () => {
    const response = await request(stack.url, '/rest/v1/requests?select=*', {
      headers: { apikey: stack.serviceRoleKey, 'Accept-Profile': 'insights' },
    });
    expect(response.status).toBe(406);
  });
});

describe('insights_funnels', () => {
  it('counts the site: visitors, engaged, started a form, requested, requests, rate and median minutes', async () => {
    const [all, ...more] = (await funnels()).filter((row) => row.dimension === 'all');
    expect(more).toEqual([]);
    // Sessions 1 to 5 viewed a page in the period; 1, 3, 4 and 5 engaged; 1, 4 and 5 started a
    // form; 1 (two requests, 5 minutes after its first view) and 5 (2 minutes) requested.
    expect(measures(all)).toEqual({
      visitors: 5,
      engaged: 4,
      started_form: 3,
      requested: 2,
      requests: 3,
      conversion_rate: 0.4,
      median_minutes_to_request: 3.5,
    });
  });

  it('counts each page’s visitors and the steps they took on it, a request where it was made', async () => {
    const pages = Object.fromEntries((await funnels()).filter((row) => row.dimension === 'page').map((row) => [row.page_path, measures(row)]));
    expect(pages).toEqual({
      '/healthcare': { visitors: 2, engaged: 1, started_form: 1, requested: 1, requests: 1, conversion_rate: 0.5, median_minutes_to_request: 5 },
      '/personalized-guide': { visitors: 1, engaged: 1, started_form: 1, requested: 1, requests: 1, conversion_rate: 1, median_minutes_to_request: 29 },
      '/': { visitors: 2, engaged: 1, started_form: 0, requested: 0, requests: 0, conversion_rate: 0, median_minutes_to_request: null },
      '/finance': { visitors: 1, engaged: 1, started_form: 1, requested: 0, requests: 0, conversion_rate: 0, median_minutes_to_request: null },
      '/retail': { visitors: 1, engaged: 1, started_form: 1, requested: 1, requests: 1, conversion_rate: 1, median_minutes_to_request: 2 },
    });
  });

  it('counts each source and campaign: the records’ touch first, else the first page view’s address and referrer', async () => {
    const sources = (await funnels()).filter((row) => row.dimension === 'source').map((row) => [row.source, row.campaign, row.visitors, row.requested, row.requests]);
    expect(sources.sort()).toEqual(
      [
        ['newsletter/email', 'autumn', 1, 1, 2],
        ['direct', '', 2, 0, 0],
        ['www.google.com', '', 1, 0, 0],
        ['news letter', markup, 1, 1, 1],
      ].sort(),
    );
  });

  it('counts each device type by the visit’s first page view', async () => {
    const devices = Object.fromEntries((await funnels()).filter((row) => row.dimension === 'device').map((row) => [row.device_type, measures(row)]));
    expect(devices).toEqual({
      desktop: { visitors: 3, engaged: 3, started_form: 2, requested: 2, requests: 3, conversion_rate: 0.6667, median_minutes_to_request: 3.5 },
      mobile: { visitors: 1, engaged: 0, started_form: 0, requested: 0, requests: 0, conversion_rate: 0, median_minutes_to_request: null },
      tablet: { visitors: 1, engaged: 1, started_form: 1, requested: 0, requests: 0, conversion_rate: 0, median_minutes_to_request: null },
    });
  });

  it('answers no rows for a period without visits', async () => {
    const response = await rpc('insights_funnels', { since: at(-600), until: at(-300) });
    expect(response.body).toEqual([]);
  });
});

describe('insights_exit_pages', () => {
  it('counts the page of each visit’s last page view, of the visitors who viewed it', async () => {
    const response = await rpc('insights_exit_pages', period);
    const exits = Object.fromEntries((response.body as { page_path: string; exits: number; visitors: number; exit_rate: number }[]).map((row) => [row.page_path, [row.exits, row.visitors, row.exit_rate]]));
    expect(exits).toEqual({ '/': [2, 2, 1], '/personalized-guide': [1, 1, 1], '/finance': [1, 1, 1], '/retail': [1, 1, 1] });
  });
});

describe('insights_request_count', () => {
  it('counts every request of the period, and those without a recorded visit', async () => {
    expect((await rpc('insights_request_count', period)).body).toEqual([{ requests: 4, without_visit: 1 }]);
  });
});

describe('insights_by_day', () => {
  it('lists every day of the period in the time zone asked for, days without requests included', async () => {
    const days = { since: '2026-03-08T00:00:00Z', until: '2026-03-11T00:00:00Z' };
    const utc = (await rpc('insights_by_day', { ...days, time_zone: 'UTC' })).body;
    expect(utc).toEqual([
      { day: '2026-03-08', visitors: 0, requests: 0 },
      { day: '2026-03-09', visitors: 0, requests: 0 },
      { day: '2026-03-10', visitors: 6, requests: 4 },
    ]);
    // 10 March 12:00 UTC is 23:00 in Melbourne (UTC+11): the day ends an hour later, at 13:00 UTC.
    const melbourne = (await rpc('insights_by_day', { ...days, time_zone: 'Australia/Melbourne' })).body as { day: string }[];
    expect(melbourne.map((row) => row.day)).toEqual(['2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11']);
  });
});

describe('insights building blocks', () => {
  async function value(sql: string, ...parameters: unknown[]) {
    return (await db.query<{ value: unknown }>(`select ${sql} as value`, parameters)).rows[0]?.value;
  }

  it('reads a page path without origin, query, fragment or trailing slash, a result page’s company folded', async () => {
    expect(await value('insights.page_path($1)', 'https://site.example/healthcare/?utm_source=x#faq')).toBe('/healthcare');
    expect(await value('insights.page_path($1)', 'http://localhost:3000/')).toBe('/');
    expect(await value('insights.page_path($1)', 'http://localhost:3000?x=1')).toBe('/');
    expect(await value('insights.page_path($1)', 'http://localhost:3000/salesiq-guide/healthcare/acme-clinic')).toBe('/salesiq-guide/healthcare/*');
    expect(await value('insights.page_path($1)', 'http://localhost:3000/generate-bot-script/finance/acme')).toBe('/generate-bot-script/finance/*');
  });

  it('decodes query values as a browser does, keeping what is no UTF-8', async () => {
    expect(await value(`insights.query_value($1, 'utm_campaign')`, '/?a=1&utm_campaign=caf%C3%A9+au+lait%21&utm_campaign=second')).toBe('café au lait!');
    expect(await value(`insights.query_value($1, 'utm_campaign')`, '/?utm_campaign=%E9t%C3')).toBe('%E9t%C3');
    expect(await value(`insights.query_value($1, 'utm_campaign')`, '/?utm_campaign=%0Aline%09')).toBe('line');
    expect(await value(`insights.query_value($1, 'utm_campaign')`, '/?utm_campaign=')).toBeNull();
    expect(await value(`insights.query_value($1, 'utm_campaign')`, '/#utm_campaign=x')).toBeNull();
    expect(await value(`insights.query_value($1, 'utm_source')`, '/?xutm_source=x')).toBeNull();
  });

  it('names a source as the staff command does', async () => {
    const source = (touch: object) => value('insights.touch_source($1::jsonb)', JSON.stringify(touch));
    expect(await source({ utm_source: 'newsletter', utm_medium: 'email', referrer: 'https://a.example/' })).toBe('newsletter/email');
    expect(await source({ utm_source: 'newsletter' })).toBe('newsletter');
    expect(await source({ referrer: 'https://user@News.Example:8443/path?q' })).toBe('news.example:8443');
    expect(await source({ referrer: 'android-app' })).toBe('android-app');
    expect(await source({})).toBe('direct');
  });

  it('tells calls to action and presses that open a form from other presses', async () => {
    const actions = ['Download Template Kit', 'Request Finance Demo', 'See Legal Bot in Action', 'Try Our Retail AI Bot Now!', 'Get AI Bot Templates', 'Book Free Consultation', 'Start Finance Demo'];
    const others = ['Back to All Industries', 'Close', 'Send', 'ROI Calculator', 'Downloads', ''];
    for (const label of actions) expect([label, await value('insights.is_call_to_action($1)', label)]).toEqual([label, true]);
    for (const label of others) expect([label, await value('insights.is_call_to_action($1)', label)]).toEqual([label, false]);
    const forms = ['Download Templates', 'Download Template Kit', 'Download Template Guide', 'Request Real Estate Demo', 'See Healthcare Bot in Action', 'Request Custom Template', 'Book a Live Demo'];
    const notForms = ['Get AI Bot Templates', 'See AI in Action', 'Try Our Healthcare AI Bot Now!', 'Download Complete Guide'];
    for (const label of forms) expect([label, await value('insights.opens_a_form($1)', label)]).toEqual([label, true]);
    for (const label of notForms) expect([label, await value('insights.opens_a_form($1)', label)]).toEqual([label, false]);
  });

  it('counts half a page scrolled as engaging, and a scroll_percent that is no number as not', async () => {
    const engages = (percent: unknown) => value(`insights.engages('scroll', null, $1::jsonb)`, JSON.stringify({ scroll_percent: percent }));
    expect(await engages(50)).toBe(true);
    expect(await engages(49.9)).toBe(false);
    expect(await engages('90')).toBe(false);
    expect(await value(`insights.engages('chat_interaction', null, '{"chat_action":"open"}')`)).toBe(true);
    expect(await value(`insights.engages('chat_interaction', null, '{"chat_action":"user_message"}')`)).toBe(false);
  });
});

describe('readInsights (the staff operation behind pnpm insights)', () => {
  it('reads every row past the API’s 1000-row cap: 1,001 pages, their exits, and 1,100 days', async () => {
    const day = (index: number) => new Date(Date.UTC(2023, 0, 1) + index * 86_400_000).toISOString();
    const views = Array.from({ length: 1001 }, (_, index) =>
      interaction(`session_many_${index}`, { type: 'page_view', path: `/many/${index}`, minute: 0 }),
    ).map((row, index) => ({ ...row, timestamp: day(index % 1100) }));
    for (let from = 0; from < views.length; from += 350) {
      expect((await insertRows(stack.url, stack.serviceRoleKey, 'user_interactions', views.slice(from, from + 350))).status).toBe(201);
    }
    // One answer of the API holds 1000 rows at most.
    expect(((await rpc('insights_by_day', { since: day(0), until: day(1100) })).body as unknown[]).length).toBe(1000);
    const staff = createClient<Database>(stack.url, stack.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
    const insights = await readInsights(staff, { since: new Date(day(0)), until: new Date(day(1100)), timeZone: 'UTC' });

    const pages = insights.funnels.filter((row) => row.dimension === 'page').map((row) => row.page_path);
    expect(pages).toHaveLength(1001);
    expect(new Set(pages)).toEqual(new Set(views.map((_, index) => `/many/${index}`)));
    expect(insights.funnels.find((row) => row.dimension === 'all')).toMatchObject({ visitors: 1001, requested: 0 });
    expect(insights.exitPages).toHaveLength(1001);
    expect(insights.days).toHaveLength(1100);
    expect(insights.days.reduce((sum, row) => sum + row.visitors, 0)).toBe(1001);
    expect(insights.requestCount).toEqual({ requests: 0, without_visit: 0 });
  });
});
