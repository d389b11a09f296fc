import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import type { InsertOf } from '../database-types';
import { maxRetryMs } from './backoff';
import { createOutbox, firstAttemptTimeoutMs, maxDenials, type Outbox, type OutboxDeps } from './create-outbox';
import type { OutboxEntry } from './outbox-entry';
import { createOutboxStore } from './outbox-store';
import { createRestSender, requestTimeoutMs } from './rest-sender';
import { interactionRow } from '../testing/interaction-row';
import { FakeRestApi } from './testing/fake-rest-api';
import { laggingStorages } from './testing/lagging-storages';
import { mapStorage } from './testing/map-storage';
import { deadLetterStorageKey, entryStorageKey } from './storage-keys';

const endpoint = { url: 'http://127.0.0.1:54321', anonKey: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2ln' };

function lead(fields: Partial<InsertOf<'leads'>> = {}): InsertOf<'leads'> {
  return {
    id: crypto.randomUUID(),
    name: 'Ada',
    email: 'ada@example.com',
    company: null,
    industry: 'healthcare',
    lead_source: 'healthcare_page',
    lead_type: 'demo_request',
    message: 'Requested healthcare demo from industry page',
    ...fields,
  };
}

function demoRequest(): InsertOf<'demo_requests'> {
  return {
    id: crypto.randomUUID(),
    name: 'Ada',
    email: 'ada@example.com',
    company: 'Engines',
    phone: null,
    industry: 'healthcare',
    message: 'Requested healthcare SalesIQ demo',
    status: 'pending',
  };
}

function interaction(fields: Partial<InsertOf<'user_interactions'>> = {}): InsertOf<'user_interactions'> {
  return { id: crypto.randomUUID(), ...interactionRow({ interaction_type: 'click', element_type: 'button', element_text: 'Get AI Bot Templates' }), ...fields };
}

/** A Web Locks stand-in shared by "tabs": one holder at a time, in request order. */
function sharedLocks(): LockManager {
  let tail: Promise<unknown> = Promise.resolve();
  const request = (_name: string, callback: (lock: Lock | null) => unknown) => {
    const run = tail.then(() => callback(null));
    tail = run.catch(() => undefined);
    return run;
  };
  return { request, query: async () => ({ held: [], pending: [] }) } as unknown as LockManager;
}

/** The entries every tab sees pending in localStorage, in line order. */
function pending(): OutboxEntry[] {
  return createOutboxStore(localStorage, Date.now).read();
}

let api: FakeRestApi;
let rejections: string[];
const outboxes: Outbox[] = [];

/** One page (or tab) of the site: an outbox over the shared localStorage. */
function openPage(deps: Partial<OutboxDeps> = {}): Outbox {
  const outbox = createOutbox({
    storage: localStorage,
    send: createRestSender(endpoint, api.fetch),
    logError: (message) => rejections.push(message),
    random: () => 1,
    ...deps,
  });
  outboxes.push(outbox);
  return outbox;
}

beforeEach(() => {
  rs.useFakeTimers();
  localStorage.clear();
  api = new FakeRestApi();
  rejections = [];
});

afterEach(() => {
  for (const outbox of outboxes.splice(0)) outbox.dispose();
  rs.useRealTimers();
});

/** Enqueues a lead the API refuses as set up, then lets it accept: the lead is sent again `seconds` on, not before. */
async function expectLeadSentAgainAfter(seconds: number) {
  const row = lead();
  await expect(openPage().enqueue('leads', [row], 'records')).resolves.toBe('queued');
  api.setMode({ kind: 'up' });
  await rs.advanceTimersByTimeAsync((seconds - 1) * 1000);
  expect(api.rows('leads')).toEqual([]);
  await rs.advanceTimersByTimeAsync(1_000);
  expect(api.rows('leads')).toEqual([row]);
}

describe('createOutbox: delivery', () => {
  it('saves the rows in localStorage before sending them', async () => {
    const row = lead();
    let savedWhenSent: string[] = [];
    api.onRequest = () => {
      savedWhenSent = pending().flatMap((entry) => entry.rows.map((saved) => saved.id));
    };
    await openPage().enqueue('leads', [row], 'records');
    expect(savedWhenSent).toEqual([row.id]);
  });

  it('inserts with return=minimal, never reading rows back, and removes the entry on 201', async () => {
    const row = lead();
    await expect(openPage().enqueue('leads', [row], 'records')).resolves.toBe('stored');
    expect(api.rows('leads')).toEqual([row]);
    expect(pending()).toEqual([]);
    const [request] = api.requests;
    expect(request?.headers).toMatchObject({
      apikey: endpoint.anonKey,
      Authorization: `Bearer ${endpoint.anonKey}`,
      Prefer: 'return=minimal',
    });
    expect(request?.url).toMatch(/^http:\/\/127\.0\.0\.1:54321\/rest\/v1\/leads\?columns=/);
    expect(request?.url).not.toContain('select=');
    expect(request?.url).not.toContain('on_conflict');
  });

  it('answers queued when the API is unreachable, keeps the rows and delivers them once it is back', async () => {
    api.setMode({ kind: 'down' });
    const outbox = openPage();
    const row = lead();
    await expect(outbox.enqueue('leads', [row], 'records')).resolves.toBe('queued');
    expect(pending()).toMatchObject([{ key: row.id, attempts: 1 }]);

    api.setMode({ kind: 'up' });
    await rs.advanceTimersByTimeAsync(1_000);
    expect(api.rows('leads')).toEqual([row]);
    expect(pending()).toEqual([]);
  });

  it.each([500, 502, 503, 429, 408])('keeps and retries rows answered %i', async (status) => {
    api.setMode({ kind: 'status', status, body: { message: 'nope' } });
    const row = lead();
    await expect(openPage().enqueue('leads', [row], 'records')).resolves.toBe('queued');
    expect(pending()).toHaveLength(1);
    api.setMode({ kind: 'up' });
    await rs.advanceTimersByTimeAsync(1_000);
    expect(api.rows('leads')).toEqual([row]);
    expect(rejections).toEqual([]);
  });

  it('counts 409 / 23505 (an earlier try got through) as stored', async () => {
    const row = lead();
    api.setMode({ kind: 'store-then-drop' });
    await expect(openPage().enqueue('leads', [row], 'records')).resolves.toBe('queued');
    api.setMode({ kind: 'up' });
    await rs.advanceTimersByTimeAsync(1_000);
    expect(api.requests.map((request) => request.ids)).toEqual([[row.id], [row.id]]);
    expect(api.rows('leads')).toEqual([row]);
    expect(pending()).toEqual([]);
  });

  it('logs and drops a row the server refuses (400 with a code), and goes on with the next', async () => {
    const outbox = openPage();
    const bad = lead({ email: 'not-an-email' });
    const good = lead();
    const outcomes = await Promise.all([
      outbox.enqueue('leads', [bad], 'records'),
      outbox.enqueue('leads', [good], 'records'),
    ]);
    expect(outcomes).toEqual(['refused', 'stored']);
    expect(rejections).toEqual([
      'Dropped 1 leads row(s) the server refused (400 23514: new row for relation "leads" violates check constraint "leads_email_shape")',
    ]);
    expect(api.rows('leads')).toEqual([good]);
    expect(pending()).toEqual([]);
  });

  it('drops the entries that belong after one the server refuses for good, and only those', async () => {
    const outbox = openPage();
    const refused = demoRequest();
    refused.email = 'not-an-email';
    const itsLead = lead();
    const otherLead = lead({ email: 'bo@example.com' });
    const outcomes = await Promise.all([
      outbox.enqueue('demo_requests', [refused], 'records'),
      outbox.enqueue('leads', [itsLead], 'records', refused.id),
      outbox.enqueue('leads', [otherLead], 'records'),
    ]);
    expect(outcomes).toEqual(['refused', 'refused', 'stored']);
    expect(rejections).toEqual([
      'Dropped 1 demo_requests row(s) the server refused (400 23514: new row for relation "demo_requests" violates check constraint "demo_requests_email_shape")',
      'Dropped 1 leads row(s) with the demo_requests row(s) they belong with',
    ]);
    expect(api.rows('leads')).toEqual([otherLead]);
    expect(pending()).toEqual([]);
  });

  it('sends the entries that belong after one the server stored, also after a reload', async () => {
    api.setMode({ kind: 'down' });
    const first = openPage();
    const demo = demoRequest();
    const follow = lead();
    await Promise.all([first.enqueue('demo_requests', [demo], 'records'), first.enqueue('leads', [follow], 'records', demo.id)]);
    first.dispose();
    expect(pending().map((entry) => entry.after)).toEqual([undefined, demo.id]);

    api.setMode({ kind: 'up' });
    await openPage().retryNow();
    expect(api.storedOrder).toEqual([demo.id, follow.id]);
    expect(rejections).toEqual([]);
  });

  it('keeps rows refused without an error code (a proxy answered, not the API)', async () => {
    api.setMode({ kind: 'status', status: 400 });
    await openPage().enqueue('leads', [lead()], 'records');
    expect(pending()).toHaveLength(1);
    expect(rejections).toEqual([]);
  });

  it("waits as long as a 429's Retry-After asks before trying again", async () => {
    api.setMode({ kind: 'status', status: 429, body: { message: 'Too many requests' }, headers: { 'Retry-After': '30' } });
    await expectLeadSentAgainAfter(30);
  });

  it("waits as long as a 429's body asks when the header is hidden, as on hosted Supabase", async () => {
    api.setMode({
      kind: 'status',
      status: 429,
      body: { code: 'PT429', message: 'Too many requests', details: '{"retry_after_seconds": 45}', hint: 'Send again in 45 seconds.' },
    });
    await expectLeadSentAgainAfter(45);
  });

  it('resends a batch the API finds too large (413) row by row', async () => {
    const rows = [lead(), lead()];
    api.setMode({ kind: 'status', status: 413, body: { message: 'Payload Too Large' } });
    // The API takes single rows only.
    api.onRequest = (request) => api.setMode(request.ids.length > 1 ? { kind: 'status', status: 413, body: {} } : { kind: 'up' });
    await expect(openPage().enqueue('leads', rows, 'records')).resolves.toBe('stored');
    expect(api.requests.map((request) => request.ids.length)).toEqual([2, 1, 1]);
    expect(api.rows('leads')).toEqual(rows);
  });

  it('resends a batch that met 409 row by row, so no new row is lost', async () => {
    const rows = [interaction(), interaction(), interaction()];
    const [first, second, third] = rows;
    api.tables.set('user_interactions', new Map([[second?.id ?? '', { ...interaction(), id: second?.id ?? '' }]]));
    await expect(openPage().enqueue('user_interactions', rows, 'tracking')).resolves.toBe('stored');
    expect(api.requests.map((request) => request.ids.length)).toEqual([3, 1, 1, 1]);
    expect(api.rows('user_interactions').map((row) => row.id).sort()).toEqual(
      [first?.id, second?.id, third?.id].sort(),
    );
    expect(pending()).toEqual([]);
  });

  it('resends a batch refused for one bad row row by row, dropping only that row', async () => {
    const good = lead();
    const bad = lead({ email: 'nope' });
    await openPage().enqueue('leads', [good, bad], 'records');
    expect(api.rows('leads')).toEqual([good]);
    expect(rejections).toHaveLength(1);
    expect(pending()).toEqual([]);
  });

  it('keeps the rows of a split batch that were not sent when the API went away', async () => {
    const rows = [interaction(), interaction(), interaction()];
    api.tables.set('user_interactions', new Map([[rows[0]?.id ?? '', { ...interaction(), id: rows[0]?.id ?? '' }]]));
    api.onRequest = (request) => {
      if (request.ids.length === 1 && request.ids[0] === rows[1]?.id) api.setMode({ kind: 'down' });
    };
    await openPage().enqueue('user_interactions', rows, 'tracking');
    expect(pending()).toMatchObject([{ rows: [{ id: rows[1]?.id }, { id: rows[2]?.id }], attempts: 1 }]);
  });

  it('answers queued when a hanging request gives up, not while it travels, and retries after', async () => {
    api.setMode({ kind: 'hang' });
    let outcome: string | undefined;
    void openPage()
      .enqueue('leads', [lead()], 'records')
      .then((result) => {
        outcome = result;
      });
    await rs.advanceTimersByTimeAsync(requestTimeoutMs - 1);
    expect(outcome).toBeUndefined();
    await rs.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('queued');

    api.setMode({ kind: 'up' });
    await rs.advanceTimersByTimeAsync(2_000);
    expect(api.rows('leads')).toHaveLength(1);
  });

  it('answers stored when a request still travelling at 5 s is then stored (a clock jumping ahead is no failed save)', async () => {
    api.setMode({ kind: 'slow', ms: firstAttemptTimeoutMs + 1_000 });
    let outcome: string | undefined;
    void openPage()
      .enqueue('leads', [lead()], 'records')
      .then((result) => {
        outcome = result;
      });
    await rs.advanceTimersByTimeAsync(firstAttemptTimeoutMs);
    expect(outcome).toBeUndefined();
    await rs.advanceTimersByTimeAsync(1_000);
    expect(outcome).toBe('stored');
  });

  it('answers stored for records waiting their turn behind a request still travelling at 5 s (a template download, then its lead)', async () => {
    api.setMode({ kind: 'slow', ms: firstAttemptTimeoutMs + 1_000 });
    const outbox = openPage();
    const outcomes: (string | undefined)[] = [undefined, undefined];
    void outbox.enqueue('demo_requests', [demoRequest()], 'records').then((result) => (outcomes[0] = result));
    void outbox.enqueue('leads', [lead()], 'records').then((result) => (outcomes[1] = result));
    // The clock jumps past 5 s while the first request travels and the second waits behind it.
    await rs.advanceTimersByTimeAsync(firstAttemptTimeoutMs);
    expect(outcomes).toEqual([undefined, undefined]);
    await rs.advanceTimersByTimeAsync(1_000);
    expect(outcomes[0]).toBe('stored');
    await rs.advanceTimersByTimeAsync(firstAttemptTimeoutMs + 1_000);
    expect(outcomes).toEqual(['stored', 'stored']);
    expect(api.rows('leads')).toHaveLength(1);
  });

  it('answers queued at 5 s for records waiting behind an earlier record that waits for its retry', async () => {
    api.setMode({ kind: 'status', status: 503 });
    const outbox = openPage();
    const outcomes: (string | undefined)[] = [undefined, undefined];
    void outbox.enqueue('demo_requests', [demoRequest()], 'records').then((result) => (outcomes[0] = result));
    void outbox.enqueue('leads', [lead()], 'records').then((result) => (outcomes[1] = result));
    await rs.advanceTimersByTimeAsync(firstAttemptTimeoutMs);
    expect(outcomes).toEqual(['queued', 'queued']);
  });

  it('keeps the rows when sending itself fails', async () => {
    const outbox = openPage({
      send: async () => {
        throw new Error('sender bug');
      },
    });
    const row = lead();
    await expect(outbox.enqueue('leads', [row], 'records')).resolves.toBe('queued');
    expect(pending()).toMatchObject([{ key: row.id, attempts: 1 }]);
  });

  it('resolves at once for an empty batch', async () => {
    await expect(openPage().enqueue('user_interactions', [], 'tracking')).resolves.toBe('stored');
    expect(api.requests).toEqual([]);
  });
});

describe('createOutbox: backoff', () => {
  it('waits 1 s, 2 s, 4 s ... between tries, up to 60 s', async () => {
    api.setMode({ kind: 'down' });
    const start = Date.now();
    const sentAt: number[] = [];
    api.onRequest = () => sentAt.push(Date.now() - start);
    await openPage().enqueue('leads', [lead()], 'records');
    await rs.advanceTimersByTimeAsync(30 * 60_000);
    const gaps = sentAt.slice(1).map((time, index) => time - (sentAt[index] ?? 0));
    expect(gaps.slice(0, 6)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000]);
    expect(gaps.slice(6).length).toBeGreaterThan(20);
    expect(gaps.slice(6).every((gap) => gap === maxRetryMs)).toBe(true);
  });

  it('jitters each wait to 75-100 % of its step', async () => {
    api.setMode({ kind: 'down' });
    const page = openPage({ random: () => 0 });
    await page.enqueue('leads', [lead()], 'records');
    const [entry] = pending();
    expect((entry?.notBefore ?? 0) - Date.now()).toBe(750);
  });

  it('retries at once on retryNow (back online, page load)', async () => {
    api.setMode({ kind: 'down' });
    const outbox = openPage();
    await outbox.enqueue('leads', [lead()], 'records');
    await rs.advanceTimersByTimeAsync(7_000);
    api.setMode({ kind: 'up' });
    await outbox.retryNow();
    expect(api.rows('leads')).toHaveLength(1);
  });

  it('sends within 60 s of the API coming back, however long it was down', async () => {
    api.setMode({ kind: 'down' });
    await openPage().enqueue('leads', [lead()], 'records');
    await rs.advanceTimersByTimeAsync(3 * 60 * 60_000);
    api.setMode({ kind: 'up' });
    await rs.advanceTimersByTimeAsync(60_000);
    expect(api.rows('leads')).toHaveLength(1);
  });
});

describe('createOutbox: refused clients', () => {
  it.each([
    [401, 'PGRST301'],
    [403, '42501'],
    [404, 'PGRST205'],
    [400, '42501'],
  ])('sets aside after %i tries an entry answered %i %s, logs it once, and sends the records behind it', async (status, code) => {
    api.setMode({ kind: 'status', status, body: { code, message: 'refused' } }, 'demo_requests');
    const outbox = openPage();
    const poisoned = demoRequest();
    const behind = lead();
    await expect(outbox.enqueue('demo_requests', [poisoned], 'records')).resolves.toBe('queued');
    await expect(outbox.enqueue('leads', [behind], 'records')).resolves.toBe('queued');
    expect(api.rows('leads')).toEqual([]);

    await rs.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000);
    expect(api.requests.filter((request) => request.table === 'demo_requests')).toHaveLength(maxDenials);
    expect(api.rows('leads')).toEqual([behind]);
    expect(pending()).toEqual([]);
    expect(JSON.parse(localStorage.getItem(deadLetterStorageKey(poisoned.id)) ?? '{}')).toMatchObject({
      rows: [poisoned],
      refusal: { status, code },
    });
    const setAside = rejections.filter((message) => message.startsWith('Set aside'));
    expect(setAside).toEqual([
      `Set aside 1 demo_requests row(s) the server refused 5 times (${status} ${code}: refused); kept in localStorage under ${deadLetterStorageKey(poisoned.id)}`,
    ]);

    await rs.advanceTimersByTimeAsync(10 * 60_000);
    expect(api.requests.filter((request) => request.table === 'demo_requests')).toHaveLength(maxDenials);
  });

  it('sends what was set aside on the visitor’s next page once the refusals have passed (a gateway answering 404 while its routes reload)', async () => {
    api.setMode({ kind: 'status', status: 404, body: { code: 'PGRST205', message: 'no Route matched' } }, 'leads');
    const refused = lead();
    await expect(openPage().enqueue('leads', [refused], 'records')).resolves.toBe('queued');
    await rs.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000);
    expect(localStorage.getItem(deadLetterStorageKey(refused.id))).not.toBeNull();

    api.setMode({ kind: 'up' }, 'leads');
    await rs.advanceTimersByTimeAsync(1);
    await openPage().retryNow();
    expect(api.rows('leads')).toEqual([refused]);
    expect(localStorage.getItem(deadLetterStorageKey(refused.id))).toBeNull();
  });

  it('gives what was set aside one more round of tries on each later page while the refusals go on', async () => {
    api.setMode({ kind: 'status', status: 401, body: { code: 'PGRST301', message: 'Invalid API key' } }, 'leads');
    const refused = lead();
    await openPage().enqueue('leads', [refused], 'records');
    await rs.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000);
    await rs.advanceTimersByTimeAsync(1);
    void openPage().retryNow();
    await rs.advanceTimersByTimeAsync(10 * 60_000);
    expect(api.requests.filter((request) => request.table === 'leads')).toHaveLength(2 * maxDenials);
    expect(localStorage.getItem(deadLetterStorageKey(refused.id))).not.toBeNull();
  });

  it('counts only refusals in a row: an outage in between starts the count again', async () => {
    const outbox = openPage();
    api.setMode({ kind: 'status', status: 403, body: { code: '42501', message: 'refused' } });
    await outbox.enqueue('leads', [lead()], 'records');
    await rs.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000);
    expect(pending()).toMatchObject([{ attempts: 4, denials: 4 }]);
    api.setMode({ kind: 'down' });
    await rs.advanceTimersByTimeAsync(8_000);
    expect(pending()).toMatchObject([{ attempts: 5, denials: 0 }]);
  });

  it('logs a 401 once, saying which settings to check, however many entries meet it', async () => {
    api.setMode({ kind: 'status', status: 401, body: { message: 'Invalid API key' } });
    const outbox = openPage();
    await outbox.enqueue('leads', [lead()], 'records');
    await outbox.enqueue('user_interactions', [interaction()], 'tracking');
    await rs.advanceTimersByTimeAsync(60_000);
    const hints = rejections.filter((message) => message.includes('PUBLIC_SUPABASE_ANON_KEY'));
    expect(hints).toEqual([
      "The data API refused this site's key (401: Invalid API key). Check PUBLIC_SUPABASE_URL and " +
        'PUBLIC_SUPABASE_ANON_KEY of this build: the URL must be the project the key belongs to, the key its anon (publishable) key.',
    ]);
  });
});

describe('createOutbox: order and lanes', () => {
  it('sends records first in, first out: a lead follows its demo request, even after an outage', async () => {
    api.setMode({ kind: 'down' });
    const outbox = openPage();
    const demo = demoRequest();
    const follow = lead();
    const outcomes = await Promise.all([
      outbox.enqueue('demo_requests', [demo], 'records'),
      outbox.enqueue('leads', [follow], 'records'),
    ]);
    expect(outcomes).toEqual(['queued', 'queued']);
    // While the demo request waits, the lead behind it is not tried.
    expect(api.requests.map((request) => request.table)).toEqual(['demo_requests']);

    api.setMode({ kind: 'up' });
    await rs.advanceTimersByTimeAsync(1_000);
    expect(api.storedOrder).toEqual([demo.id, follow.id]);
  });

  it('does not hold records back behind failing tracking events', async () => {
    api.setMode({ kind: 'status', status: 503 }, 'user_interactions');
    const outbox = openPage();
    await outbox.enqueue('user_interactions', [interaction()], 'tracking');
    await expect(outbox.enqueue('leads', [lead()], 'records')).resolves.toBe('stored');
    expect(api.rows('leads')).toHaveLength(1);
  });

  it('drops the oldest tracking entries when full, never records', async () => {
    api.setMode({ kind: 'down' });
    const outbox = openPage({ limits: { maxEntries: 3, maxChars: Number.POSITIVE_INFINITY } });
    const oldTracking = interaction();
    const newTracking = interaction();
    await outbox.enqueue('user_interactions', [oldTracking], 'tracking');
    await outbox.enqueue('leads', [lead()], 'records');
    await outbox.enqueue('user_interactions', [newTracking], 'tracking');
    await outbox.enqueue('leads', [lead()], 'records');
    expect(pending().map((entry) => entry.key)).not.toContain(oldTracking.id);
    expect(pending().map((entry) => entry.key)).toContain(newTracking.id);

    for (let index = 0; index < 5; index += 1) await outbox.enqueue('leads', [lead()], 'records');
    const lanes = pending().map((entry) => entry.lane);
    expect(lanes.filter((lane) => lane === 'records')).toHaveLength(7);
    expect(lanes).not.toContain('tracking');
  });

  it('drops tracking rows when localStorage is full, then keeps records in memory', async () => {
    api.setMode({ kind: 'down' });
    const outbox = openPage({ storage: mapStorage(0) });
    const row = lead();
    await outbox.enqueue('user_interactions', [interaction()], 'tracking');
    await outbox.enqueue('leads', [row], 'records');
    api.setMode({ kind: 'up' });
    await rs.advanceTimersByTimeAsync(1_000);
    expect(api.rows('leads')).toEqual([row]);
  });
});

describe('createOutbox: reloads and tabs', () => {
  it.each([
    { kind: 'down', what: 'delivers after a reload what the previous page could not send, exactly once' },
    { kind: 'store-then-drop', what: 'stores one row when the answer was lost and the next page sends it again' },
  ] as const)('$what', async ({ kind }) => {
    api.setMode({ kind });
    const firstPage = openPage();
    const row = lead();
    await firstPage.enqueue('leads', [row], 'records');
    firstPage.dispose();

    api.setMode({ kind: 'up' });
    await openPage().retryNow();
    expect(api.rows('leads')).toEqual([row]);
    expect(pending()).toEqual([]);
  });

  it('never sends an entry twice from two tabs holding the Web Lock in turn', async () => {
    const locks = sharedLocks();
    const tabA = openPage({ locks });
    const tabB = openPage({ locks });
    const rows = [lead(), lead(), lead(), lead()];
    await Promise.all(rows.map((row, index) => (index % 2 === 0 ? tabA : tabB).enqueue('leads', [row], 'records')));
    await Promise.all([tabA.flush(), tabB.flush()]);
    const sentIds = api.requests.flatMap((request) => request.ids);
    expect(sentIds.sort()).toEqual(rows.map((row) => row.id).sort());
    expect(api.rows('leads')).toHaveLength(4);
  });

  it('answers stored to a tab whose rows the tab holding the lock delivered', async () => {
    api.setMode({ kind: 'slow', ms: 100 });
    const locks = sharedLocks();
    const tabA = openPage({ locks });
    const tabB = openPage({ locks });
    const first = tabA.enqueue('leads', [lead()], 'records');
    const row = lead();
    const answer = tabB.enqueue('leads', [row], 'records');
    await rs.advanceTimersByTimeAsync(500);
    await expect(first).resolves.toBe('stored');
    await expect(answer).resolves.toBe('stored');
    expect(api.requests.filter((request) => request.ids.includes(row.id))).toHaveLength(1);
    expect(api.rows('leads')).toHaveLength(2);
  });

  it('still stores every row once without Web Locks (ids guard against double inserts)', async () => {
    const tabA = openPage();
    const tabB = openPage();
    api.setMode({ kind: 'down' });
    const rows = [lead(), lead()];
    for (const row of rows) await tabA.enqueue('leads', [row], 'records');
    api.setMode({ kind: 'up' });
    await Promise.all([tabA.retryNow(), tabB.retryNow()]);
    expect(api.rows('leads').map((row) => row.id).sort()).toEqual(rows.map((row) => row.id).sort());
    expect(pending()).toEqual([]);
  });

  it('never answers stored because an entry is gone: only a server answer or a tab\'s marker says so', async () => {
    const locks = sharedLocks();
    let release = () => {};
    void locks.request('salesiq-outbox', () => new Promise<void>((resolve) => (release = resolve)));
    const row = lead();
    let outcome: string | undefined;
    void openPage({ locks })
      .enqueue('leads', [row], 'records')
      .then((result) => (outcome = result));
    // The entry disappears without any answer recorded (a stale or foreign write).
    localStorage.removeItem(entryStorageKey(row.id));
    release();
    await rs.advanceTimersByTimeAsync(firstAttemptTimeoutMs);
    expect(outcome).toBe('queued');
    expect(api.requests).toEqual([]);
  });

  it.each([
    ['the API up', false],
    ['the API unreachable, then back', true],
  ])(
    'stores 2 x 100 records enqueued at once in two tabs whose storage converges late, with %s: each once, none answered stored before it is',
    async (_case, outage) => {
      const locks = sharedLocks();
      const views = laggingStorages(2, 5);
      const tabs = views.map((storage) => openPage({ locks, storage, random: Math.random }));
      api.setMode(outage ? { kind: 'down' } : { kind: 'slow', ms: 3 });
      const early: string[] = [];
      const rows = Array.from({ length: 200 }, () => lead());
      const answers = Promise.all(
        rows.map((row, index) =>
          (tabs[index % 2] as Outbox).enqueue('leads', [row], 'records').then((outcome) => {
            if (outcome === 'stored' && !api.rows('leads').some((saved) => saved.id === row.id)) early.push(row.id);
            return outcome;
          }),
        ),
      );
      if (outage) {
        await rs.advanceTimersByTimeAsync(30_000);
        api.setMode({ kind: 'slow', ms: 3 });
        for (const tab of tabs) void tab.retryNow();
      }
      await rs.advanceTimersByTimeAsync(120_000);
      const outcomes = await answers;

      expect(early).toEqual([]);
      expect(api.storedOrder).toHaveLength(200);
      expect(new Set(api.storedOrder)).toEqual(new Set(rows.map((row) => row.id)));
      if (!outage) expect(outcomes.filter((outcome) => outcome === 'stored').length).toBeGreaterThan(0);
      for (const storage of views) expect(createOutboxStore(storage, Date.now).read()).toEqual([]);
    },
  );
});

describe('createOutbox: keepalive flush (pagehide)', () => {
  it('sends every pending entry with keepalive, records first, within the keepalive budget', async () => {
    api.setMode({ kind: 'down' });
    const outbox = openPage();
    const small = interaction();
    const huge = interaction({ interaction_data: { blob: 'x'.repeat(70_000) } });
    const record = lead();
    await outbox.enqueue('user_interactions', [small], 'tracking');
    await outbox.enqueue('user_interactions', [huge], 'tracking');
    await outbox.enqueue('leads', [record], 'records');
    api.requests.length = 0;

    api.setMode({ kind: 'up' });
    await outbox.flush({ keepalive: true });
    expect(api.requests.map((request) => [request.ids[0], request.keepalive])).toEqual([
      [record.id, true],
      [small.id, true],
    ]);
    expect(pending().map((entry) => entry.key)).toEqual([huge.id]);
  });

  it('resends an entry whose normal request is still travelling, and only once more', async () => {
    api.setMode({ kind: 'slow', ms: 1_000 });
    const outbox = openPage();
    const row = lead();
    const answer = outbox.enqueue('leads', [row], 'records');
    await rs.advanceTimersByTimeAsync(10);
    const keepalive = outbox.flush({ keepalive: true });
    await outbox.flush({ keepalive: true });
    await rs.advanceTimersByTimeAsync(2_000);
    await keepalive;
    await expect(answer).resolves.toBe('stored');
    expect(api.requests.map((request) => request.keepalive)).toEqual([false, true]);
    expect(api.rows('leads')).toEqual([row]);
    expect(pending()).toEqual([]);
  });
});
