// A small static file server for one built app: hashed assets cached forever, entry files never,
// gzip on the fly, server-rendered routes (`/healthcare` → `healthcare/index.html`), the pages
// made in the browser for other routes, CORS for remotes, and security headers.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.map']);

/** Entry points that must be re-checked on every load so a redeploy is seen at once. */
const isEntryFile = (path) => /(^|\/)([\w-]+\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|remotes\.json)$/.test(path);

/** The shell's page for a path that is no page of the site, answered with status 404. */
export const notFoundFile = '404.html';

/**
 * The shell's pages for routes without a rendered page of their own (scripts/render-pages.mjs):
 * a result page's frame for its kind (`/salesiq-guide/…` → `salesiq-guide.html`), else the
 * not-found page; `index.html` before the render step has run.
 * @param {string} pathname
 */
export function shellFallbacks(pathname) {
  const kind = pathname.split('/')[1] ?? '';
  const resultKinds = ['salesiq-guide', 'generate-bot-script'];
  return [...(resultKinds.includes(kind) ? [`${kind}.html`] : []), notFoundFile, 'index.html'];
}

const isFile = (path) => stat(path).then((info) => info.isFile(), () => false);

/**
 * The file that answers `pathname` under `root`: the file itself, a folder's `index.html` (a
 * server-rendered route), or for extension-less paths (routes) the first existing fallback page.
 * Null for a missing asset or a path outside `root`.
 * @param {string} root
 * @param {string} pathname
 * @param {(pathname: string) => string[]} [fallbacks]
 * @returns {Promise<string | null>}
 */
export async function resolveFile(root, pathname, fallbacks = () => ['index.html']) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  const candidate = join(root, safe);
  if (!candidate.startsWith(root + sep) && candidate !== root) return null;
  if (await isFile(candidate)) return candidate;
  const index = join(candidate, 'index.html');
  if (await isFile(index)) return index;
  // Only extension-less paths are routes; a missing asset is a real 404.
  if (extname(safe)) return null;
  for (const fallback of fallbacks(pathname)) {
    if (await isFile(join(root, fallback))) return join(root, fallback);
  }
  return null;
}

/** `/healthcare/` → `/healthcare`: one address per page (the root `/` stays). */
export function withoutTrailingSlash(pathname) {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : null;
}

/**
 * @param {{ root: string, port: number, host?: string, cors?: boolean, headers?: Record<string, string>,
 *   virtualFiles?: Record<string, string>, fallbacks?: (pathname: string) => string[] }} options
 *   port 0 picks a free port (see the returned url).
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function serveStatic({ root, port, host = '0.0.0.0', cors = false, headers = {}, virtualFiles = {}, fallbacks }) {
  const gzipCache = new Map();

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const common = { ...headers };
      if (cors) {
        Object.assign(common, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
      }
      if (request.method === 'OPTIONS') {
        response.writeHead(204, common).end();
        return;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, common).end();
        return;
      }

      const canonicalPath = extname(url.pathname) ? null : withoutTrailingSlash(url.pathname);
      if (canonicalPath) {
        response.writeHead(301, { ...common, Location: `${canonicalPath}${url.search}` }).end();
        return;
      }

      let body;
      let path = url.pathname;
      if (path in virtualFiles) {
        body = Buffer.from(virtualFiles[path]);
      } else {
        const file = await resolveFile(root, path, fallbacks);
        if (!file) {
          response.writeHead(404, { ...common, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
          return;
        }
        path = file.slice(root.length).replaceAll(sep, '/');
        body = await readFile(file);
      }

      const extension = extname(path);
      const cacheControl = isEntryFile(path) ? 'no-cache' : 'public, max-age=31536000, immutable';
      const responseHeaders = { ...common, 'Content-Type': types[extension] ?? 'application/octet-stream', 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };

      if (compressible.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '') && body.length > 1024) {
        // Keyed by content: a rebuilt file with the same length must not get a stale gzip.
        const key = createHash('sha1').update(body).digest('hex');
        if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(body));
        body = gzipCache.get(key);
        responseHeaders['Content-Encoding'] = 'gzip';
      }
      responseHeaders['Content-Length'] = body.length;
      const notFound = path === `/${notFoundFile}` && url.pathname !== path;
      response.writeHead(notFound ? 404 : 200, responseHeaders);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Server error');
      console.error(error);
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    url: `http://localhost:${typeof address === 'object' && address ? address.port : port}`,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
