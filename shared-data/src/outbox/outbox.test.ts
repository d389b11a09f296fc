import { afterEach, beforeAll, describe, expect, it, rs } from '@rstest/core';
import { localAnonKey } from '../env';
import { serializeLegacyEntries } from './entry-codec';
import { legacyStorageKey } from './storage-keys';
import { FakeRestApi } from './testing/fake-rest-api';

const api = new FakeRestApi();

/** Left by a page of the previous version, which kept every entry in one value. */
const leftover = {
  key: 'left-by-an-earlier-page',
  table: 'personalized_guides' as const,
  rows: [{ id: 'left-by-an-earlier-page', name: 'Ada', email: 'ada@example.com', company: 'Engines', industry: 'legal' }],
  lane: 'records' as const,
  attempts: 3,
  notBefore: Date.now() + 60_000,
};

const guide = (id: string) => ({ id, name: 'Ada', email: 'ada@example.com', company: 'Engines', industry: 'legal' });

let outbox: typeof import('./outbox');

beforeAll(async () => {
  localStorage.clear();
  localStorage.setItem(legacyStorageKey, serializeLegacyEntries([leftover]));
  rs.stubGlobal('fetch', (url: string, init: RequestInit) => api.fetch(url, init));
  outbox = await import('./outbox');
});

afterEach(() => {
  rs.restoreAllMocks();
});

describe('the page outbox', () => {
  it('sends what an earlier page (of the previous version) left behind as soon as it loads, without waiting for its backoff', async () => {
    await rs.waitFor(() => expect(api.rows('personalized_guides').map((row) => row.id)).toEqual([leftover.key]));
    expect(localStorage.getItem(legacyStorageKey)).toBeNull();
  });

  it('posts to the local stack with the demo anon key by default, on the records lane', async () => {
    await expect(outbox.enqueue('personalized_guides', [guide('g1')])).resolves.toBe('stored');
    const request = api.requests.at(-1);
    expect(request?.url).toMatch(/^http:\/\/127\.0\.0\.1:54321\/rest\/v1\/personalized_guides\?/);
    expect(request?.headers).toMatchObject({ apikey: localAnonKey, Prefer: 'return=minimal' });
  });

  it('flushes with keepalive on pagehide and on flushOutbox({ keepalive: true })', async () => {
    api.setMode({ kind: 'down' });
    await outbox.enqueue('personalized_guides', [guide('g2')]);
    api.setMode({ kind: 'up' });
    window.dispatchEvent(new Event('pagehide'));
    await rs.waitFor(() => expect(api.rows('personalized_guides').map((row) => row.id)).toContain('g2'));
    expect(api.requests.at(-1)).toMatchObject({ ids: ['g2'], keepalive: true });

    api.setMode({ kind: 'down' });
    await outbox.enqueue('personalized_guides', [guide('g3')]);
    api.setMode({ kind: 'up' });
    outbox.flushOutbox({ keepalive: true });
    await rs.waitFor(() => expect(api.requests.at(-1)).toMatchObject({ ids: ['g3'], keepalive: true }));
  });

  it.each([
    ['the browser comes back online', () => window.dispatchEvent(new Event('online'))],
    ['the window gets the focus', () => window.dispatchEvent(new Event('focus'))],
    [
      'the page becomes visible',
      () => {
        rs.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
        document.dispatchEvent(new Event('visibilitychange'));
      },
    ],
  ])('retries at once, without waiting for its backoff, when %s', async (_when, signal) => {
    const id = crypto.randomUUID();
    api.setMode({ kind: 'down' });
    await outbox.enqueue('personalized_guides', [guide(id)]);
    // After the first retry failed too, the next one is about 2 s away.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    api.setMode({ kind: 'up' });
    const sent = api.requests.length;
    signal();
    await rs.waitFor(() => expect(api.rows('personalized_guides').map((row) => row.id)).toContain(id), { timeout: 500 });
    expect(api.requests.length).toBe(sent + 1);
  });

  it('does not retry when the page is hidden', async () => {
    const id = crypto.randomUUID();
    api.setMode({ kind: 'down' });
    await outbox.enqueue('personalized_guides', [guide(id)]);
    api.setMode({ kind: 'up' });
    const sent = api.requests.length;
    rs.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.requests.length).toBe(sent);

    window.dispatchEvent(new Event('online'));
    await rs.waitFor(() => expect(api.rows('personalized_guides').map((row) => row.id)).toContain(id));
  });

  it('logs a record the server refuses, with its message', async () => {
    const errors = rs.spyOn(console, 'error').mockImplementation(() => {});
    await expect(outbox.enqueue('personalized_guides', [{ ...guide('g5'), email: 'nope' }])).resolves.toBe('refused');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('personalized_guides_email_shape'));
    errors.mockRestore();
  });
});
