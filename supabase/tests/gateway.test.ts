import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@rstest/core';
import { loadGateway, loadKeys } from './stack-harness';

/** The gateway alone, in front of a stand-in upstream that records what reaches it, each on a free port. */
const timeoutMs = 500;

interface Upstream {
  port: number;
  received: { method: string; body: string; contentLength: string | undefined }[];
  /** Connections the upstream holds open right now. */
  openConnections: () => number;
  hang: boolean;
  close: () => Promise<void>;
}

async function startUpstream(): Promise<Upstream> {
  const sockets = new Set<import('node:net').Socket>();
  const upstream: Upstream = {
    port: 0,
    received: [],
    openConnections: () => sockets.size,
    hang: false,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      upstream.received.push({
        method: req.method ?? '',
        body,
        contentLength: req.headers['content-length'],
      });
      if (upstream.hang) return;
      res.writeHead(201);
      res.end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream.port = (server.address() as AddressInfo).port;
  return upstream;
}

let upstream: Upstream;
let gateway: { port: number; close: () => Promise<void> };
let maxBodyBytes: number;
let anonKey: string;
let serviceRoleKey: string;

beforeAll(async () => {
  upstream = await startUpstream();
  const module = await loadGateway();
  maxBodyBytes = module.maxBodyBytes;
  ({ anonKey, serviceRoleKey } = await loadKeys());
  gateway = await module.startGateway({
    port: 0,
    upstreamPort: upstream.port,
    apiKeys: [anonKey, serviceRoleKey],
    serviceKey: serviceRoleKey,
    upstreamTimeoutMs: timeoutMs,
  });
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

afterEach(() => {
  upstream.received = [];
  upstream.hang = false;
});

/** A POST through the gateway with a raw body, optionally sent chunked (no Content-Length). */
function post(
  body: Buffer,
  { chunked = false, apiKey = anonKey } = {},
): Promise<{ status: number; body: string; elapsedMs: number }> {
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: gateway.port,
        method: 'POST',
        path: '/rest/v1/leads',
        headers: {
          apikey: apiKey,
          'Content-Type': 'application/json',
          ...(chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(body.length) }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text,
            elapsedMs: performance.now() - startedAt,
          }),
        );
      },
    );
    req.on('error', reject);
    if (!chunked) {
      req.end(body);
      return;
    }
    // Chunks of 64 KB, as a streaming client sends them.
    for (let offset = 0; offset < body.length; offset += 65_536) req.write(body.subarray(offset, offset + 65_536));
    req.end();
  });
}

describe('request size', () => {
  it('passes a body up to the limit on byte for byte, with its length', async () => {
    const body = Buffer.from(JSON.stringify([{ message: 'x'.repeat(maxBodyBytes - 20) }]));
    expect(body.length).toBeLessThanOrEqual(maxBodyBytes);
    expect((await post(body)).status).toBe(201);
    expect(upstream.received).toEqual([{ method: 'POST', body: body.toString('utf8'), contentLength: String(body.length) }]);
  });

  it('refuses a declared Content-Length over the limit with 413, without calling the upstream', async () => {
    const response = await post(Buffer.alloc(2 * 1024 * 1024, 'x'));
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ message: 'Request size limit exceeded' });
    expect(upstream.received).toEqual([]);
  });

  it('refuses a chunked body once it runs over the limit with 413, without calling the upstream', async () => {
    const response = await post(Buffer.alloc(2 * 1024 * 1024, 'x'), { chunked: true });
    expect(response.status).toBe(413);
    expect(upstream.received).toEqual([]);
  });

  it('passes a small chunked body on with a Content-Length', async () => {
    const body = Buffer.from('[{"name":"Ada"}]');
    expect((await post(body, { chunked: true })).status).toBe(201);
    expect(upstream.received).toEqual([{ method: 'POST', body: body.toString('utf8'), contentLength: String(body.length) }]);
  });
});

describe('rows per request', () => {
  const rows = (count: number) => Buffer.from(JSON.stringify(Array.from({ length: count }, (_, index) => ({ index }))));

  it('passes up to 20 rows on', async () => {
    expect((await post(rows(20))).status).toBe(201);
    expect(upstream.received).toHaveLength(1);
  });

  it('refuses 21 rows with 413, without calling the upstream', async () => {
    const response = await post(rows(21));
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ message: 'Too many rows in one request', hint: 'At most 20 rows per request.' });
    expect(upstream.received).toEqual([]);
  });

  it('leaves the service role and bodies that are not JSON to PostgREST', async () => {
    expect((await post(rows(21), { apiKey: serviceRoleKey })).status).toBe(201);
    expect((await post(Buffer.from('[1, 2,'))).status).toBe(201);
    expect(upstream.received).toHaveLength(2);
  });
});

describe('an address that keeps sending what can only be refused', () => {
  it('is turned away with 429 and Retry-After for the rest of the minute, the upstream never called', async () => {
    const module = await loadGateway();
    const strict = await module.startGateway({
      port: 0,
      upstreamPort: upstream.port,
      apiKeys: [anonKey],
      refusalsPerMinute: 2,
    });
    try {
      const send = (body: string) =>
        fetch(`http://127.0.0.1:${strict.port}/rest/v1/leads`, {
          method: 'POST',
          headers: { apikey: anonKey, 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
          body,
        });
      const tooMany = JSON.stringify(Array.from({ length: 21 }, () => ({})));
      expect((await send(tooMany)).status).toBe(413);
      expect((await send(tooMany)).status).toBe(413);
      const turnedAway = await send('[{"name":"Ada"}]');
      expect(turnedAway.status).toBe(429);
      const retryAfter = Number(turnedAway.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // A page can read it (CORS).
      expect(turnedAway.headers.get('access-control-expose-headers')).toContain('Retry-After');
      expect(upstream.received).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});

describe('an upstream that does not answer', () => {
  it('is given up with 504 after the timeout, and its connections are released', async () => {
    upstream.hang = true;
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(Buffer.from('[]'))));
    for (const answer of answers) {
      expect(answer.status).toBe(504);
      expect(JSON.parse(answer.body)).toEqual({ message: 'The REST API (PostgREST) did not answer in time' });
      expect(answer.elapsedMs).toBeGreaterThanOrEqual(timeoutMs - 50);
      expect(answer.elapsedMs).toBeLessThan(timeoutMs + 1_000);
    }
    expect(upstream.received).toHaveLength(5);
    await expect.poll(() => upstream.openConnections(), { timeout: 2_000 }).toBe(0);
  });

  it('answers again as soon as the upstream does', async () => {
    expect((await post(Buffer.from('[]'))).status).toBe(201);
  });
});
