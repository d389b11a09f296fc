import { describe, expect, it, rs } from '@rstest/core';
import { localAnonKey } from './env';

describe('getSupabaseClient', () => {
  it('creates one client, on first use, that talks to the configured API with the anon key', async () => {
    const fetchMock = rs.fn(async () => new Response(null, { status: 201 }));
    rs.stubGlobal('fetch', fetchMock);
    const { getSupabaseClient } = await import('./client');
    const client = await getSupabaseClient();
    expect(await getSupabaseClient()).toBe(client);

    await client.from('personalized_guides').insert({
      id: 'g1',
      name: 'Ada',
      email: 'ada@example.com',
      company: 'Engines',
      industry: 'legal',
    });
    const [url, init] = (fetchMock.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:54321/rest/v1/personalized_guides');
    expect(new Headers(init.headers).get('apikey')).toBe(localAnonKey);
    rs.unstubAllGlobals();
  });
});
