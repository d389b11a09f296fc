import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { createRestSender, type FetchLike, requestTimeoutMs } from './rest-sender';

const endpoint = { url: 'https://project.supabase.co', anonKey: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl' };
const row = { id: 'r1', name: 'Ada', email: 'ada@example.com', company: 'Engines', industry: 'healthcare' };

afterEach(() => {
  rs.useRealTimers();
});

describe('createRestSender', () => {
  it('posts the rows to PostgREST as an insert returning nothing', async () => {
    const fetchMock = rs.fn<FetchLike>(async () => new Response(null, { status: 201 }));
    const send = createRestSender(endpoint, fetchMock);
    await expect(send('personalized_guides', [row], { keepalive: true })).resolves.toEqual({ status: 201 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(
      'https://project.supabase.co/rest/v1/personalized_guides?columns=id%2Cname%2Cemail%2Ccompany%2Cindustry',
    );
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      body: JSON.stringify([row]),
      headers: {
        apikey: endpoint.anonKey,
        Authorization: `Bearer ${endpoint.anonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
    });
  });

  it("reads an insert's response to its end, and counts the insert done if reading it fails", async () => {
    const read = new Response('', { status: 201 });
    await createRestSender(endpoint, async () => read)('leads', [row], { keepalive: false });
    expect(read.bodyUsed).toBe(true);

    const cutOff = new Response(new ReadableStream({ pull: (controller) => controller.error(new TypeError('network')) }), { status: 201 });
    await expect(createRestSender(endpoint, async () => cutOff)('leads', [row], { keepalive: false })).resolves.toEqual({ status: 201 });
  });

  it('sends a publishable key (not a JWT) as apikey only', async () => {
    const fetchMock = rs.fn<FetchLike>(async () => new Response(null, { status: 201 }));
    await createRestSender({ ...endpoint, anonKey: 'sb_publishable_abc123' }, fetchMock)('leads', [row], {
      keepalive: false,
    });
    const headers = fetchMock.mock.calls[0]?.[1].headers as Record<string, string>;
    expect(headers.apikey).toBe('sb_publishable_abc123');
    expect(headers.Authorization).toBeUndefined();
  });

  it('names every key of a batch in columns, so an optional column may be missing in some rows', async () => {
    const fetchMock = rs.fn<FetchLike>(async () => new Response(null, { status: 201 }));
    await createRestSender(endpoint, fetchMock)('leads', [{ ...row, phone: '1' }, row], {
      keepalive: false,
    });
    expect(fetchMock.mock.calls[0]?.[0]).toContain('columns=id%2Cname%2Cemail%2Ccompany%2Cindustry%2Cphone');
  });

  it('reads the PostgREST error code and message', async () => {
    const send = createRestSender(endpoint, async () =>
      Response.json({ code: '23514', message: 'violates check constraint "leads_email_shape"', details: null }, { status: 400 }),
    );
    await expect(send('leads', [row as never], { keepalive: false })).resolves.toEqual({
      status: 400,
      code: '23514',
      message: 'violates check constraint "leads_email_shape"',
    });
  });

  it('reads how long a 429 asks to wait, in seconds or as a date', async () => {
    const send = (retryAfter: string) =>
      createRestSender(endpoint, async () => Response.json({ message: 'slow down' }, { status: 429, headers: { 'Retry-After': retryAfter } }))(
        'leads',
        [row],
        { keepalive: false },
      );
    await expect(send('30')).resolves.toEqual({ status: 429, message: 'slow down', retryAfterMs: 30_000 });
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    expect((await send(inAMinute)).retryAfterMs).toBeGreaterThan(55_000);
    expect(await send('soon')).toEqual({ status: 429, message: 'slow down' });
  });

  it("reads the wait from a 429's body when the header is hidden (hosted Supabase, cross-origin)", async () => {
    const body = {
      code: 'PT429',
      message: 'Too many requests: at most 300 inserts per 60 seconds from one network',
      details: '{"retry_after_seconds": 42}',
      hint: 'Send again in 42 seconds.',
    };
    const send = (headers: Record<string, string>) =>
      createRestSender(endpoint, async () => Response.json(body, { status: 429, headers }))('leads', [row], { keepalive: false });
    await expect(send({})).resolves.toEqual({ status: 429, code: 'PT429', message: body.message, retryAfterMs: 42_000 });
    expect((await send({ 'Retry-After': '7' })).retryAfterMs).toBe(7_000);
  });

  it('keeps a non-JSON error body as the message', async () => {
    const send = createRestSender(endpoint, async () => new Response('Bad Gateway', { status: 502 }));
    await expect(send('leads', [row as never], { keepalive: false })).resolves.toEqual({ status: 502, message: 'Bad Gateway' });
  });

  it('turns a network failure into status 0', async () => {
    const send = createRestSender(endpoint, async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(send('leads', [row as never], { keepalive: false })).resolves.toEqual({ status: 0 });
  });

  it('gives up on a request after the timeout', async () => {
    rs.useFakeTimers();
    const send = createRestSender(
      endpoint,
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const result = send('leads', [row], { keepalive: false });
    await rs.advanceTimersByTimeAsync(requestTimeoutMs);
    await expect(result).resolves.toEqual({ status: 0 });
  });
});
