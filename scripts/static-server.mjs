// The static server of one built app. Files, ETags and ranges come from sirv, gzip from
// compression; on top of them go the site's rules: security headers on every answer, hashed
// assets cached for good and everything else revalidated, server-rendered routes
// (`/healthcare` → `healthcare/index.html`), the pages made in the browser for other routes, CORS
// for remotes, and a clear 400 for an address whose escapes are malformed.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';

/** The page a fallback answers with status 404, as static hosts such as GitHub Pages and Netlify do. */
export const notFoundFile = '404.html';

/**
 * `/healthcare/` → `/healthcare`: one address per page (the root `/` stays). It takes the path as
 * sent, still escaped, and the address always starts with exactly one slash, so neither `//host/x/`
 * nor an escaped backslash, tab or line break (`/%5Chost/x/`, which browsers would read as `//host`)
 * can become a redirect to another host.
 * @param {string} pathname the request's path, percent-encoded
 */
export function withoutTrailingSlash(pathname) {
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  return `/${pathname.replace(/^\/+|\/+$/g, '')}`;
}

/** The bundler names files after their content (`index.ea278a7528.js`, `pages/00d6f880d5.css`). */
const contentHashed = /(^|\.)[0-9a-f]{10}\.[a-z0-9]+$/;

/**
 * Only a file named after its content may be cached for good: pages, manifests, unhashed remote
 * entries, `robots.txt`, `sitemap.xml` and the favicon are revalidated, so a redeploy is seen at once.
 * @param {string} pathname
 */
export function cacheControlFor(pathname) {
  return contentHashed.test(pathname.split('/').pop() ?? '') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The path a request names, decoded, or null when an escape in it is malformed (`/%E0%A4%A`).
 * @param {string} url the request's target
 */
export function requestPath(url) {
  try {
    return decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return null;
  }
}

const isFile = (/** @type {string} */ path) => stat(path).then((info) => info.isFile(), () => false);

/**
 * Whether the browser asks for a page to show (an address typed, a link followed), not for a
 * script, a style sheet or an image.
 * @param {import('node:http').IncomingMessage} request
 */
function isDocumentRequest(request) {
  const destination = request.headers['sec-fetch-dest'];
  if (destination !== undefined) return destination === 'document';
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * The fallback page that answers a route with no file of its own, or null for a missing asset
 * (a path with an extension is no route: a script or an image asking for it gets a real 404; a
 * visitor who opened it in the browser, `document`, gets the not-found page, with its way home).
 * @param {string} root
 * @param {string} pathname
 * @param {(pathname: string) => string[]} fallbacks
 * @param {{ document?: boolean }} [request]
 */
export async function fallbackFile(root, pathname, fallbacks, { document = false } = {}) {
  if (extname(pathname)) {
    const answersNotFound = document && fallbacks(pathname).includes(notFoundFile) && (await isFile(join(root, notFoundFile)));
    return answersNotFound ? notFoundFile : null;
  }
  for (const fallback of fallbacks(pathname)) {
    if (await isFile(join(root, fallback))) return fallback;
  }
  return null;
}

/**
 * @param {{ root: string, port: number, host?: string, cors?: boolean, headers?: Record<string, string>,
 *   virtualFiles?: Record<string, string>, fallbacks?: (pathname: string) => string[], internalFiles?: string[] }} options
 *   port 0 picks a free port (see the returned url); host defaults to `HOST`, else 127.0.0.1.
 *   `internalFiles` are served only as fallbacks, never at their own address (with or without `.html`).
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function serveStatic({
  root,
  port,
  host = process.env.HOST ?? '127.0.0.1',
  cors = false,
  headers = {},
  virtualFiles = {},
  fallbacks = () => ['index.html'],
  internalFiles = [],
}) {
  const internalPaths = new Set(internalFiles.flatMap((file) => [`/${file}`, `/${file.replace(/\.html$/, '')}`]));
  const common = {
    ...headers,
    ...(cors ? { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' } : {}),
  };
  // `dev` mode looks each file up when asked: a re-render or redeploy under a running server is
  // served at once (the other mode lists the folder once, at start).
  const files = sirv(root, {
    dev: true,
    etag: true,
    extensions: ['html'],
    setHeaders: (response, pathname) => response.setHeader('Cache-Control', cacheControlFor(pathname)),
  });
  const gzip = compression();

  /**
   * Answers with `body` (a fallback page or a virtual file), never cached by the browser for good.
   * @param {import('node:http').ServerResponse} response
   * @param {number} status
   * @param {string} contentType
   * @param {Buffer} body
   */
  const sendBody = (response, status, contentType, body) => {
    response.writeHead(status, { 'Content-Type': contentType, 'Cache-Control': 'no-cache', 'Content-Length': body.length });
    response.end(body);
  };

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  const answer = async (request, response) => {
    for (const [name, value] of Object.entries(common)) response.setHeader(name, value);
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    if (request.method !== 'GET' && request.method !== 'HEAD') return void response.writeHead(405).end();

    const pathname = requestPath(request.url ?? '/');
    if (pathname === null) return sendBody(response, 400, 'text/plain; charset=utf-8', Buffer.from('Bad request: malformed address'));
    const sent = new URL(request.url ?? '/', 'http://localhost');
    const canonicalPath = extname(pathname) ? null : withoutTrailingSlash(sent.pathname);
    if (canonicalPath) return void response.writeHead(301, { Location: `${canonicalPath}${sent.search}` }).end();
    if (Object.hasOwn(virtualFiles, pathname)) {
      return sendBody(response, 200, 'application/json; charset=utf-8', Buffer.from(virtualFiles[pathname] ?? ''));
    }

    const answerWithFallback = async () => {
      const fallback = await fallbackFile(root, pathname, fallbacks, { document: isDocumentRequest(request) });
      if (!fallback) return sendBody(response, 404, 'text/plain; charset=utf-8', Buffer.from('Not found'));
      sendBody(response, fallback === notFoundFile ? 404 : 200, 'text/html; charset=utf-8', await readFile(join(root, fallback)));
    };
    if (internalPaths.has(pathname)) return answerWithFallback();
    gzip(request, response, () => files(request, response, answerWithFallback));
  };

  const server = createServer((request, response) => {
    answer(request, response).catch((error) => {
      console.error('[static]', request.url, error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Server error');
    });
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  return {
    url: `http://localhost:${typeof address === 'object' && address ? address.port : port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
