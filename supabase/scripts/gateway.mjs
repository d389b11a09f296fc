import http from 'node:http';
import { corsHeaders } from './cors.mjs';
import { readBody } from './read-body.mjs';
import { createRefusalCounter } from './refusal-counter.mjs';
import { hasMoreRowsThan } from './more-rows-than.mjs';

const restPrefix = '/rest/v1';

/**
 * Bodies beyond this are refused with 413 before they reach PostgREST. The largest request the
 * tables accept is 20 tracking rows with every text column full of 4-byte characters and a full
 * 16 KB interaction_data (under 0.9 MB, tests/request-size.test.ts); the site's real batches are
 * a few KB. Anything bigger is junk, refused before it costs the database anything.
 */
export const maxBodyBytes = 1024 * 1024;

/**
 * The most rows any table takes from a visitor in one request (user_interactions; record tables
 * take one), as migration 20261124180000 sets them. A bigger array is refused here, because
 * PostgREST and PostgreSQL would parse every row of it before the database's own row limit
 * stops the insert: 1 MB of small rows cost them over a second under load.
 */
export const maxRowsPerRequest = 20;

/** An upstream that has not answered by then is given up (504) and its connection dropped. */
const defaultUpstreamTimeoutMs = 10_000;

/**
 * Requests the gateway may refuse itself (413) per address and minute before it turns the
 * address away with 429 before looking at its body. The site never sends what the gateway refuses.
 */
const defaultRefusalsPerMinute = 30;

/**
 * Address headers only a trusted edge may set: a client-sent value would let it pose as anyone
 * to the rate limit. The gateway sets `cf-connecting-ip` itself, as Supabase's edge does, and
 * `api_guard.client_address()` reads only that.
 */
const edgeHeaders = ['cf-connecting-ip', 'x-real-ip', 'forwarded'];

/** Headers that describe one hop and must not be forwarded. */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer']);

/**
 * @param {http.IncomingHttpHeaders} headers
 * @returns {http.OutgoingHttpHeaders}
 */
function forwardable(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
}

/**
 * PostgREST answers every origin with `*`; the gateway's own CORS policy replaces that.
 * @param {http.IncomingHttpHeaders} headers
 */
function withoutCors(headers) {
  const kept = Object.entries(forwardable(headers)).filter(([name]) => !name.startsWith('access-control-'));
  return Object.fromEntries(kept);
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} cors
 * @param {object} body
 */
function sendJson(res, status, cors, body) {
  res.writeHead(status, { ...cors, 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/**
 * The X-Forwarded-For the gateway passes on. As the edge (default) it is the socket address
 * alone, whatever the client sent. Behind a trusted local proxy or a load generator
 * (`trustForwardedFor`), the client's chain is kept and the socket address appended, as a proxy
 * does, and its first entry becomes the `cf-connecting-ip` the database counts by.
 * @param {http.IncomingMessage} req
 * @param {boolean} trustForwardedFor
 */
function forwardedFor(req, trustForwardedFor) {
  const socketAddress = req.socket.remoteAddress ?? 'unknown';
  const sent = req.headers['x-forwarded-for'];
  if (!trustForwardedFor || typeof sent !== 'string' || sent.trim() === '') return socketAddress;
  return `${sent}, ${socketAddress}`;
}

/**
 * The Supabase API gateway in miniature: `/rest/v1/*` goes to PostgREST (which serves `/<table>`),
 * an `apikey` (header, or query parameter as Kong accepts) must name one of the project's keys,
 * the key becomes the bearer token when the request has no Authorization header, the client
 * address travels in `cf-connecting-ip` (SQL sees it in `request.headers`), and localhost origins
 * get CORS answers. It listens on 127.0.0.1 only.
 * Bodies are read whole (bounded by `maxBodyBytes`) before PostgREST is called, so a slow or
 * oversized upload never holds an upstream connection, and an upstream that does not answer
 * within `upstreamTimeoutMs` gets a 504.
 * The service role key (`serviceKey`) may send more rows per request, as the database allows it.
 * An address refused that way `refusalsPerMinute` times gets 429 for the rest of the minute.
 * @param {{ port: number, upstreamPort: number, apiKeys: string[], serviceKey?: string, trustForwardedFor?: boolean, upstreamTimeoutMs?: number, refusalsPerMinute?: number }} options
 *   (`port` 0: any free port, the one it got is returned)
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export async function startGateway({
  port,
  upstreamPort,
  apiKeys,
  serviceKey,
  trustForwardedFor = false,
  upstreamTimeoutMs = defaultUpstreamTimeoutMs,
  refusalsPerMinute = defaultRefusalsPerMinute,
}) {
  const agent = new http.Agent({ keepAlive: true });
  const refusals = createRefusalCounter({ limit: refusalsPerMinute, windowMs: 60_000 });
  const server = http.createServer(async (req, res) => {
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
    const cors = corsHeaders(origin);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://gateway');
    if (url.pathname !== restPrefix && !url.pathname.startsWith(`${restPrefix}/`)) {
      sendJson(res, 404, cors, { message: 'no Route matched with those values' });
      return;
    }
    const headerKey = req.headers.apikey;
    const apiKey = typeof headerKey === 'string' ? headerKey : url.searchParams.get('apikey');
    if (!apiKey) {
      sendJson(res, 401, cors, {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });
      return;
    }
    if (!apiKeys.includes(apiKey)) {
      sendJson(res, 401, cors, {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
      return;
    }
    url.searchParams.delete('apikey');

    const forwardedChain = forwardedFor(req, trustForwardedFor);
    const address = forwardedChain.split(',')[0]?.trim() ?? forwardedChain;
    const waitSeconds = refusals.secondsBlocked(address);
    if (waitSeconds > 0) {
      // Its body is dropped, not buffered or scanned, and the connection closes after the answer.
      res.shouldKeepAlive = false;
      res.setHeader('Retry-After', String(waitSeconds));
      sendJson(res, 429, cors, {
        message: 'Too many refused requests from this address',
        hint: `Send again in ${waitSeconds} seconds.`,
      });
      return;
    }

    const read = await readBody(req, maxBodyBytes);
    if ('aborted' in read) return;
    if ('tooLarge' in read) {
      refusals.count(address);
      // The rest of the body is read and dropped, never parsed; the connection is not reused.
      res.shouldKeepAlive = false;
      sendJson(res, 413, cors, { message: 'Request size limit exceeded', hint: `At most ${maxBodyBytes} bytes.` });
      req.resume();
      return;
    }

    if (apiKey !== serviceKey && hasMoreRowsThan(read.body, maxRowsPerRequest)) {
      refusals.count(address);
      sendJson(res, 413, cors, {
        message: 'Too many rows in one request',
        hint: `At most ${maxRowsPerRequest} rows per request.`,
      });
      return;
    }

    const headers = forwardable(req.headers);
    headers.authorization ??= `Bearer ${apiKey}`;
    for (const name of edgeHeaders) delete headers[name];
    delete headers['transfer-encoding'];
    headers['content-length'] = String(read.body.length);
    headers['cf-connecting-ip'] = address;
    headers['x-forwarded-for'] = forwardedChain;
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-host'] = req.headers.host;
    headers.host = `127.0.0.1:${upstreamPort}`;

    const upstream = http.request({
      host: '127.0.0.1',
      port: upstreamPort,
      method: req.method,
      path: `${url.pathname.slice(restPrefix.length) || '/'}${url.search}`,
      headers,
      agent,
    });
    const timer = setTimeout(() => {
      upstream.destroy();
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendJson(res, 504, cors, { message: 'The REST API (PostgREST) did not answer in time' });
    }, upstreamTimeoutMs);
    upstream.on('response', (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode ?? 502, { ...withoutCors(upstreamRes.headers), ...cors });
      upstreamRes.pipe(res);
      upstreamRes.once('end', () => clearTimeout(timer));
    });
    upstream.on('error', () => {
      if (res.writableEnded) return;
      clearTimeout(timer);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendJson(res, 502, cors, { message: 'The REST API (PostgREST) is not reachable' });
    });
    // A client that goes away releases its upstream request (and the upstream connection).
    res.once('close', () => {
      clearTimeout(timer);
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end(read.body);
  });
  // A client trickling its headers or body is cut off instead of holding a connection open.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });

  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
