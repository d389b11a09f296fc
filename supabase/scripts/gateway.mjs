import http from 'node:http';
import { corsHeaders } from './cors.mjs';

const restPrefix = '/rest/v1';

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
 * The Supabase API gateway in miniature: `/rest/v1/*` goes to PostgREST (which serves `/<table>`),
 * an `apikey` (header, or query parameter as Kong accepts) must name one of the project's keys,
 * the key becomes the bearer token when the request has no Authorization header, the client
 * address travels in X-Forwarded-For (SQL sees it in `request.headers`), and localhost origins
 * get CORS answers.
 * @param {{ port: number, upstreamPort: number, apiKeys: string[] }} options
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
export async function startGateway({ port, upstreamPort, apiKeys }) {
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
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

    const headers = forwardable(req.headers);
    headers.authorization ??= `Bearer ${apiKey}`;
    // The gateway is the edge: the address it saw replaces any client-sent (forgeable) value.
    headers['x-forwarded-for'] = req.socket.remoteAddress;
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-host'] = req.headers.host;
    headers.host = `127.0.0.1:${upstreamPort}`;

    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: req.method,
        path: `${url.pathname.slice(restPrefix.length) || '/'}${url.search}`,
        headers,
        agent,
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, { ...withoutCors(upstreamRes.headers), ...cors });
        upstreamRes.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendJson(res, 502, cors, { message: 'The REST API (PostgREST) is not reachable' });
    });
    req.pipe(upstream);
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });

  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
