import { beforeAll, describe, expect, it, rs } from '@rstest/core';
import { localAnonKey } from '../env';
import { serializeEntries } from './entry-codec';
import type { OutboxEntry } from './outbox-entry';
import { storageKey } from './outbox-store';
import { FakeRestApi } from './testing/fake-rest-api';

const api = new FakeRestApi();

const leftover: OutboxEntry = {
  key: 'left-by-an-earlier-page',
  table: 'personalized_guides',
  rows: [{ id: 'left-by-an-earlier-page', name: 'Ada', email: 'ada@example.com', company: 'Engines', industry: 'legal' }],
  lane: 'records',
  attempts: 3,
  notBefore: Date.now() + 60_000,
};

const guide = (id: string) => ({ id, name: 'Ada', email: 'ada@example.com', company: 'Engines', industry: 'legal' });

let outbox: typeof import('./outbox');

beforeAll(async () => {
  localStorage.clear();
  localStorage.setItem(storageKey, serializeEntries([leftover]));
  rs.stubGlobal('fetch', (url: string, init: RequestInit) => api.fetch(url, init));
  outbox = await import('./outbox');
});

describe('the page outbox', () => {
  it('sends what an earlier page left behind as soon as it loads, without waiting for its backoff', async () => {
    await rs.waitFor(() => expect(api.rows('personalized_guides').map((row) => row.id)).toEqual([leftover.key]));
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

  it('retries at once when the browser comes back online', async () => {
    api.setMode({ kind: 'down' });
    await outbox.enqueue('personalized_guides', [guide('g4')]);
    api.setMode({ kind: 'up' });
    window.dispatchEvent(new Event('online'));
    await rs.waitFor(() => expect(api.rows('personalized_guides').map((row) => row.id)).toContain('g4'));
  });

  it('logs a record the server refuses, with its message', async () => {
    const errors = rs.spyOn(console, 'error').mockImplementation(() => {});
    await expect(outbox.enqueue('personalized_guides', [{ ...guide('g5'), email: 'nope' }])).resolves.toBe('queued');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('personalized_guides_email_shape'));
    errors.mockRestore();
  });
});
