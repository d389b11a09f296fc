import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import pg from 'pg';
import { errorOf, insertRows, request } from './rest';
import { sampleRow } from './sample-rows';
import { startTestStack, type TestStack } from './stack-harness';

// The sales inbox's outbox (migration 20261207100000): what the triggers queue, who may touch the
// queue, and how the notifier's claims, leases and retries behave, against a real stack.

let stack: TestStack;
let db: pg.Client;

beforeAll(async () => {
  stack = await startTestStack();
  db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await stack?.stop();
});

beforeEach(async () => {
  await db.query('truncate public.lead_notifications');
});

type Entry = { id: string; kind: string; lead_id: string | null; record_table: string | null; record_id: string | null };

async function entries(): Promise<Entry[]> {
  return (await db.query<Entry>('select id, kind, lead_id, record_table, record_id from public.lead_notifications order by created_at, id')).rows;
}

const session = () => `session_${Date.now()}_${randomUUID().slice(0, 8)}`;

async function insertAsVisitor(table: Parameters<typeof sampleRow>[0], row: Record<string, unknown>) {
  expect((await insertRows(stack.url, stack.anonKey, table, [row])).status).toBe(201);
}

/** PostgREST RPC with the service role key, as the notifier calls it. */
async function rpc(name: string, body: Record<string, unknown>, key = stack.serviceRoleKey) {
  return request(stack.url, `/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: key, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

type Claimed = {
  id: string;
  lease_token: string;
  attempts: number;
  lead: { id: string } | null;
  record: { id: string } | null;
  journey: { pages_seen: number; pages: string[]; seconds_to_request: number | null };
};

async function claim(maxEntries = 10, leaseSeconds = 60): Promise<Claimed[]> {
  const response = await rpc('claim_lead_notifications', { max_entries: maxEntries, lease_seconds: leaseSeconds });
  expect(response.status).toBe(200);
  return response.body as Claimed[];
}

/** Lets time pass for the queue: every entry becomes due and every lease ends. */
async function timePasses() {
  await db.query(`update public.lead_notifications set due_at = now() - interval '1 second', leased_until = case when leased_until is null then null else now() - interval '1 second' end`);
}

describe('the trigger', () => {
  it('queues a demo request and the lead made with it as one entry, in either order', async () => {
    const first = session();
    const demo = { ...sampleRow('demo_requests'), session_id: first };
    const lead = { ...sampleRow('leads'), session_id: first, lead_type: 'demo_request' };
    await insertAsVisitor('demo_requests', demo);
    await insertAsVisitor('leads', lead);
    const second = session();
    const laterLead = { ...sampleRow('leads'), session_id: second, lead_type: 'demo_request' };
    const laterDemo = { ...sampleRow('demo_requests'), session_id: second };
    await insertAsVisitor('leads', laterLead);
    await insertAsVisitor('demo_requests', laterDemo);
    expect(await entries()).toMatchObject([
      { kind: 'demo_request', lead_id: lead.id, record_table: 'demo_requests', record_id: demo.id },
      { kind: 'demo_request', lead_id: laterLead.id, record_table: 'demo_requests', record_id: laterDemo.id },
    ]);
  });

  it('pairs every form’s record with its own lead: guide, consultation, implementation call, kit, generation', async () => {
    const visit = session();
    const pairs = [
      ['personalized_guides', 'guide_request', {}],
      ['consultations', 'consultation_request', {}],
      ['consultations', 'implementation_request', { consultation_type: 'implementation_assistance' }],
      ['template_downloads', 'template_download', {}],
      ['bot_generations', 'bot_generation', {}],
    ] as const;
    const expected = [];
    for (const [table, leadType, overrides] of pairs) {
      const record = { ...sampleRow(table), ...overrides, session_id: visit };
      const lead = { ...sampleRow('leads'), session_id: visit, lead_type: leadType };
      await insertAsVisitor(table, record);
      await insertAsVisitor('leads', lead);
      expected.push({ kind: leadType, lead_id: lead.id, record_table: table, record_id: record.id });
    }
    expect(await entries()).toMatchObject(expected);
  });

  it('gives a demo booking with no lead, and a lead with no record, an entry of its own', async () => {
    const visit = session();
    const booking = { ...sampleRow('demo_requests'), session_id: visit, industry: 'general' };
    const contact = { ...sampleRow('leads'), session_id: visit, lead_type: 'contact_request' };
    await insertAsVisitor('demo_requests', booking);
    await insertAsVisitor('leads', contact);
    // A second demo request of the same tab, from an industry page, pairs with its own lead only.
    const demo = { ...sampleRow('demo_requests'), session_id: visit };
    const lead = { ...sampleRow('leads'), session_id: visit, lead_type: 'demo_request' };
    await insertAsVisitor('demo_requests', demo);
    await insertAsVisitor('leads', lead);
    expect(await entries()).toMatchObject([
      { kind: 'demo_request', lead_id: null, record_id: booking.id },
      { kind: 'contact_request', lead_id: contact.id, record_id: null },
      { kind: 'demo_request', lead_id: lead.id, record_id: demo.id },
    ]);
  });

  it('holds each e-mail 10 s for the rest of its request (the lead, the tracker’s last steps)', async () => {
    await insertAsVisitor('demo_requests', { ...sampleRow('demo_requests'), session_id: session() });
    await insertAsVisitor('leads', { ...sampleRow('leads'), session_id: session(), lead_type: 'contact_request' });
    const { rows } = await db.query<{ kind: string; wait: number }>(
      'select kind, extract(epoch from due_at - created_at)::int as wait from public.lead_notifications order by created_at',
    );
    expect(rows).toEqual([
      { kind: 'demo_request', wait: 10 },
      { kind: 'contact_request', wait: 10 },
    ]);
  });

  it('queues in the record’s transaction: a record rolled back or refused leaves no entry, a retried insert adds none', async () => {
    await db.query('begin');
    await db.query(`insert into public.leads (name, email, lead_source, lead_type) values ('Rolled Back', 'rb@example.com', 'footer_contact', 'contact_request')`);
    expect(await entries()).toHaveLength(1);
    await db.query('rollback');
    expect(await entries()).toEqual([]);

    const refused = await insertRows(stack.url, stack.anonKey, 'leads', [{ ...sampleRow('leads'), lead_type: 'no_such_type' }]);
    expect(refused.status).toBe(400);
    const lead = sampleRow('leads');
    await insertAsVisitor('leads', lead);
    await insertAsVisitor('leads', lead);
    expect(await entries()).toHaveLength(1);
  });
});

describe('who may touch the queue', () => {
  it('refuses visitors every read, write and call', async () => {
    await insertAsVisitor('leads', sampleRow('leads'));
    const [entry] = await entries();
    const anon = { apikey: stack.anonKey, 'Content-Type': 'application/json' };
    const attempts = [
      request(stack.url, '/rest/v1/lead_notifications?select=*', { headers: anon }),
      request(stack.url, '/rest/v1/lead_notifications', { method: 'POST', headers: anon, body: JSON.stringify({ kind: 'contact_request', lead_id: entry?.lead_id }) }),
      request(stack.url, `/rest/v1/lead_notifications?id=eq.${entry?.id}`, { method: 'PATCH', headers: anon, body: JSON.stringify({ sent_at: new Date().toISOString() }) }),
      request(stack.url, `/rest/v1/lead_notifications?id=eq.${entry?.id}`, { method: 'DELETE', headers: anon }),
      rpc('claim_lead_notifications', {}, stack.anonKey),
      rpc('mark_lead_notification_sent', { entry_id: entry?.id }, stack.anonKey),
      rpc('release_lead_notification', { entry_id: entry?.id, claim: randomUUID(), failure: 'x' }, stack.anonKey),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(401);
      expect(errorOf(response).code).toBe('42501');
    }
    const { rows } = await db.query('select sent_at, attempts from public.lead_notifications');
    expect(rows).toEqual([{ sent_at: null, attempts: 0 }]);
  });
});

describe('claiming, leases and retries', () => {
  it('never gives two claims the same entry: a claim skips the rows another holds (FOR UPDATE SKIP LOCKED)', async () => {
    for (let lead = 0; lead < 5; lead += 1) await insertAsVisitor('leads', { ...sampleRow('leads'), lead_type: 'contact_request' });
    await timePasses();
    const holder = new pg.Client({ connectionString: stack.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('set local role service_role');
      const held = (await holder.query<{ entry: Claimed }>('select entry from public.claim_lead_notifications(2, 60) as entry')).rows.map(({ entry }) => entry.id);
      expect(held).toHaveLength(2);
      // The holder's transaction is still open: the other claim neither waits for it nor takes its rows.
      const other = (await claim(10)).map((entry) => entry.id);
      expect(other).toHaveLength(3);
      expect(other.filter((id) => held.includes(id))).toEqual([]);
      await holder.query('commit');
    } finally {
      await holder.end();
    }
    expect(await claim(10)).toEqual([]);
  });

  it('gives a killed notifier’s entries to the next claim once its lease has ended, and its old lease can no longer put them back', async () => {
    await insertAsVisitor('leads', { ...sampleRow('leads'), lead_type: 'contact_request' });
    await timePasses();
    const [first] = await claim(10, 120);
    expect(await claim()).toEqual([]);
    await timePasses();
    const [again] = await claim();
    expect(again).toMatchObject({ id: first?.id, attempts: 2 });
    expect(again?.lease_token).not.toBe(first?.lease_token);
    expect((await rpc('release_lead_notification', { entry_id: first?.id, claim: first?.lease_token, failure: 'late' })).body).toBe(false);
    expect((await rpc('mark_lead_notification_sent', { entry_id: again?.id })).body).toBe(true);
    await timePasses();
    expect(await claim()).toEqual([]);
  });

  it('puts a failed entry back with backoff doubling from 5 s to at most 60 s', async () => {
    await insertAsVisitor('leads', { ...sampleRow('leads'), lead_type: 'contact_request' });
    await timePasses();
    const waits = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const [entry] = await claim();
      expect(entry?.attempts).toBe(attempt);
      expect((await rpc('release_lead_notification', { entry_id: entry?.id, claim: entry?.lease_token, failure: 'connect ECONNREFUSED' })).body).toBe(true);
      expect(await claim()).toEqual([]);
      const { rows } = await db.query<{ wait: number; last_error: string }>('select round(extract(epoch from due_at - now()))::int as wait, last_error from public.lead_notifications');
      waits.push(rows[0]?.wait);
      expect(rows[0]?.last_error).toBe('connect ECONNREFUSED');
      await timePasses();
    }
    expect(waits).toEqual([5, 10, 20, 40, 60, 60]);
  });

  it('marks an entry unsendable for 24 h for a person: no more claims, and lead_journeys shows it not notified', async () => {
    const lead = { ...sampleRow('leads'), lead_type: 'contact_request' };
    await insertAsVisitor('leads', lead);
    await db.query(`update public.lead_notifications set created_at = now() - interval '24 hours 1 minute'`);
    await timePasses();
    const [entry] = await claim();
    await rpc('release_lead_notification', { entry_id: entry?.id, claim: entry?.lease_token, failure: '535 Authentication failed' });
    const { rows } = await db.query('select needs_person_at is not null as marked from public.lead_notifications');
    expect(rows).toEqual([{ marked: true }]);
    await timePasses();
    expect(await claim()).toEqual([]);
    const journey = await db.query('select notified_at, notification_error from public.lead_journeys where lead_id = $1', [lead.id]);
    expect(journey.rows).toEqual([{ notified_at: null, notification_error: '535 Authentication failed' }]);
  });

  it('hands over what the e-mail needs: the lead, its record, the attribution and the session’s page views', async () => {
    const visit = session();
    const touch = { landing_path: '/healthcare', utm_source: 'google', utm_campaign: 'clinics', visit_number: 1 };
    const view = (page: string, secondsAgo: number) => ({
      ...sampleRow('user_interactions'),
      session_id: visit,
      interaction_type: 'page_view',
      page_url: `http://localhost:3000${page}`,
      timestamp: new Date(Date.now() - secondsAgo * 1000).toISOString(),
    });
    await insertAsVisitor('user_interactions', view('/', 300));
    await insertAsVisitor('user_interactions', view('/healthcare', 120));
    const demo = { ...sampleRow('demo_requests'), session_id: visit, attribution: { this_visit: touch } };
    const lead = { ...sampleRow('leads'), session_id: visit, lead_type: 'demo_request', attribution: { this_visit: touch } };
    await insertAsVisitor('demo_requests', demo);
    await insertAsVisitor('leads', lead);
    await timePasses();
    const [entry] = await claim();
    expect(entry).toMatchObject({
      kind: 'demo_request',
      lead: { id: lead.id, name: lead.name, lead_source: lead.lead_source },
      record_table: 'demo_requests',
      record: { id: demo.id, status: 'pending' },
      attribution: { this_visit: touch },
      journey: { pages_seen: 2, pages: ['http://localhost:3000/', 'http://localhost:3000/healthcare'] },
    });
    expect(entry?.journey.seconds_to_request).toBeGreaterThanOrEqual(299);
  });

  it('hands over a demo booking with no lead as its record alone, and a contact request as its lead alone', async () => {
    const booking = { ...sampleRow('demo_requests'), industry: 'general' };
    const contact = { ...sampleRow('leads'), lead_type: 'contact_request' };
    await insertAsVisitor('demo_requests', booking);
    await insertAsVisitor('leads', contact);
    await timePasses();
    const claimed = await claim();
    expect(claimed).toHaveLength(2);
    expect(claimed.find((entry) => entry.lead === null)).toMatchObject({ record: { id: booking.id }, journey: { pages_seen: 0, pages: [], seconds_to_request: null } });
    expect(claimed.find((entry) => entry.record === null)).toMatchObject({ lead: { id: contact.id } });
  });
});
