import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  cacheControlFor,
  fallbackFile,
  requestPath,
  serveStatic,
  withoutTrailingSlash,
} from '../../../scripts/static-server.mjs';
import { resultPageKinds, shellFallbacks, shellInternalFiles } from '../../../scripts/shell-pages.mjs';
import { guideResultAddress, scriptPageAddress } from '@salesiq/shared-data/site/addresses';

/** A shell dist folder after the render step: rendered routes, the pages made in the browser, assets. */
let rendered = '';
/** A shell dist folder before the render step: the bundler's page only. */
let built = '';

const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))});`;

async function distFolder(files: Record<string, string>) {
  const root = await mkdtemp(join(tmpdir(), 'shell-dist-'));
  for (const [file, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), content);
  }
  return root;
}

beforeAll(async () => {
  rendered = await distFolder({
    'index.html': 'home',
    '404.html': 'not found page',
    'salesiq-guide.html': 'guide frame',
    'generate-bot-script.html': 'script frame',
    'healthcare/index.html': 'healthcare page',
    'robots.txt': 'User-agent: *',
    'static/js/index.ea278a7528.js': bigScript,
    'static/css/pages/00d6f880d5.css': 'body{}',
  });
  built = await distFolder({ 'index.html': 'home', 'static/js/index.ea278a7528.js': bigScript });
});

afterAll(async () => {
  await Promise.all([rendered, built].map((root) => rm(root, { recursive: true, force: true })));
});

describe('shellFallbacks', () => {
  it.each([
    ['/salesiq-guide/healthcare/bright-clinic', ['salesiq-guide.html', '404.html', 'index.html']],
    ['/generate-bot-script/retail/corner-shop', ['generate-bot-script.html', '404.html', 'index.html']],
    ['/no-such-page', ['404.html', 'index.html']],
    ['/salesiq-guide', ['404.html', 'index.html']],
    ['/salesiq-guide/healthcare', ['404.html', 'index.html']],
    ['/salesiq-guide/healthcare/bright-clinic/extra', ['404.html', 'index.html']],
    ['/generate-bot-script/retail/', ['404.html', 'index.html']],
  ])('%s → %j', (pathname, files) => {
    expect(shellFallbacks(pathname)).toEqual(files);
  });

  it("serves a frame for every result page the site's forms send visitors to", () => {
    const kinds = [guideResultAddress('healthcare', 'Acme'), scriptPageAddress('retail', 'Acme')].map((address) => address.split('/')[1]);
    expect(resultPageKinds).toEqual(kinds);
  });
});

describe('fallbackFile', () => {
  it("answers a result page with its kind's frame and other routes with the not-found page", async () => {
    expect(await fallbackFile(rendered, '/salesiq-guide/healthcare/bright-clinic', shellFallbacks)).toBe('salesiq-guide.html');
    expect(await fallbackFile(rendered, '/no-such-page', shellFallbacks)).toBe('404.html');
  });

  it('answers every route with the index page before the render step has run', async () => {
    expect(await fallbackFile(built, '/generate-bot-script/retail/corner-shop', shellFallbacks)).toBe('index.html');
  });

  it('gives a missing asset no page, unless the browser opened it as a page: then the not-found page', async () => {
    expect(await fallbackFile(rendered, '/static/js/gone.js', shellFallbacks)).toBeNull();
    expect(await fallbackFile(rendered, '/healthcare.html', shellFallbacks, { document: true })).toBe('404.html');
    expect(await fallbackFile(built, '/healthcare.html', shellFallbacks, { document: true })).toBeNull();
  });
});

describe('withoutTrailingSlash', () => {
  it.each([
    ['/healthcare/', '/healthcare'],
    ['/healthcare', null],
    ['/', null],
    ['//evil.example/x/', '/evil.example/x'],
  ])('%s → %s', (pathname, redirect) => {
    expect(withoutTrailingSlash(pathname)).toBe(redirect);
  });
});

describe('cacheControlFor', () => {
  it('caches only files named after their content for good', () => {
    expect(cacheControlFor('/static/js/index.ea278a7528.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/static/css/pages/00d6f880d5.css')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/index.html', '/robots.txt', '/sitemap.xml', '/favicon.svg', '/mf-manifest.json', '/remoteEntry.js', '/static/js/index.ea278a7528.js.LICENSE.txt']) {
      expect(cacheControlFor(path)).toBe('no-cache');
    }
  });
});

describe('requestPath', () => {
  it('decodes the path and tells a malformed escape', () => {
    expect(requestPath('/caf%C3%A9?x=1')).toBe('/café');
    expect(requestPath('/%E0%A4%A')).toBeNull();
  });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Uint8Array;
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      const chunks: Uint8Array[] = [];
      response.on('data', (chunk: Uint8Array) => chunks.push(new Uint8Array(chunk)));
      response.on('end', () => {
        const body = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
        chunks.reduce((offset, chunk) => (body.set(chunk, offset), offset + chunk.length), 0);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

describe('serveStatic', () => {
  let origin = '';
  let close = async () => {};

  beforeAll(async () => {
    const server = await serveStatic({
      root: rendered,
      port: 0,
      cors: true,
      headers: { 'X-Content-Type-Options': 'nosniff' },
      fallbacks: shellFallbacks,
      internalFiles: shellInternalFiles,
      virtualFiles: { '/remotes.json': '{"landing":"https://landing.example"}' },
    });
    origin = server.url.replace('localhost', '127.0.0.1');
    close = () => server.close();
  });

  afterAll(() => close());

  it('serves a rendered route its own page, revalidated, with the security headers', async () => {
    const page = await get(`${origin}/healthcare`);
    expect([page.status, text(page.body)]).toEqual([200, 'healthcare page']);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['access-control-allow-origin']).toBe('*');
  });

  it("answers a result page with its kind's frame, and a path that is no page with the not-found page and 404", async () => {
    const frame = await get(`${origin}/salesiq-guide/healthcare/bright-clinic`);
    expect([frame.status, text(frame.body)]).toEqual([200, 'guide frame']);
    const notFound = await get(`${origin}/no-such-page`);
    expect([notFound.status, text(notFound.body), notFound.headers['x-content-type-options']]).toEqual([404, 'not found page', 'nosniff']);
  });

  it('serves the pages that answer other paths at no address of their own', async () => {
    for (const path of ['/salesiq-guide', '/generate-bot-script', '/404', '/page-template']) {
      const page = await get(`${origin}${path}`);
      expect([path, page.status, text(page.body)]).toEqual([path, 404, 'not found page']);
    }
    for (const path of ['/salesiq-guide.html', '/404.html']) {
      const file = await get(`${origin}${path}`);
      expect([path, file.status, text(file.body)]).toEqual([path, 404, 'Not found']);
      const page = await get(`${origin}${path}`, { 'Sec-Fetch-Dest': 'document' });
      expect([path, page.status, text(page.body)]).toEqual([path, 404, 'not found page']);
    }
  });

  it('shows a visitor who opens a missing file the not-found page; a script asking for it gets a plain 404', async () => {
    const pageRequests: Record<string, string>[] = [{ 'Sec-Fetch-Dest': 'document' }, { Accept: 'text/html,application/xhtml+xml' }];
    for (const headers of pageRequests) {
      const page = await get(`${origin}/healthcare.html`, headers);
      expect([page.status, page.headers['content-type'], text(page.body)]).toEqual([404, 'text/html; charset=utf-8', 'not found page']);
    }
    const script = await get(`${origin}/static/js/gone.js`, { 'Sec-Fetch-Dest': 'script', Accept: '*/*' });
    expect([script.status, text(script.body)]).toEqual([404, 'Not found']);
  });

  it('answers a missing asset and a path outside the folder with a plain 404', async () => {
    for (const path of ['/static/js/gone.js', '/%2e%2e/%2e%2e/etc/hosts.txt', '/..%2f..%2fetc/hosts.txt']) {
      const missing = await get(`${origin}${path}`);
      expect([path, missing.status, text(missing.body)]).toEqual([path, 404, 'Not found']);
    }
  });

  it('caches hashed assets for good, gzips them and answers a revalidation with 304', async () => {
    const script = await get(`${origin}/static/js/index.ea278a7528.js`, { 'Accept-Encoding': 'gzip' });
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(text(new Uint8Array(gunzipSync(script.body)))).toBe(bigScript);
    const etag = script.headers.etag ?? '';
    expect(etag).not.toBe('');
    const again = await get(`${origin}/static/js/index.ea278a7528.js`, { 'If-None-Match': etag });
    expect([again.status, again.headers['x-content-type-options']]).toEqual([304, 'nosniff']);
  });

  it('revalidates robots.txt and serves the virtual remotes.json', async () => {
    expect((await get(`${origin}/robots.txt`)).headers['cache-control']).toBe('no-cache');
    const remotes = await get(`${origin}/remotes.json`);
    expect([remotes.status, JSON.parse(text(remotes.body)), remotes.headers['cache-control']]).toEqual([
      200,
      { landing: 'https://landing.example' },
      'no-cache',
    ]);
  });

  it('answers a malformed escape with 400 and the security headers', async () => {
    const bad = await get(`${origin}/%E0%A4%A`);
    expect([bad.status, bad.headers['x-content-type-options']]).toEqual([400, 'nosniff']);
  });

  it('redirects a trailing slash to the one address of the page, never to another host', async () => {
    const redirect = await get(`${origin}/healthcare/?ref=mail`);
    expect([redirect.status, redirect.headers.location]).toEqual([301, '/healthcare?ref=mail']);
    // Browsers read a backslash as a slash and drop tabs and line breaks: the Location keeps them escaped.
    for (const path of [
      '/.//evil.example/x/',
      '//evil.example/x/',
      '/%2F/evil.example/x/',
      '/%5Cevil.example/x/',
      '/%5C%5Cevil.example/x/',
      '/%09/evil.example/x/',
      '/%0d%0aSet-Cookie:%20a=b/',
    ]) {
      const sneaky = await get(`${origin}${path}`);
      expect([path, sneaky.status, new URL(sneaky.headers.location ?? '', origin).origin]).toEqual([path, 301, origin]);
      expect(sneaky.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers HEAD without a body, OPTIONS for CORS, and refuses other methods', async () => {
    const head = await get(`${origin}/healthcare`, {}, 'HEAD');
    expect([head.status, head.body.length]).toEqual([200, 0]);
    expect((await get(`${origin}/healthcare`, {}, 'OPTIONS')).status).toBe(204);
    expect((await get(`${origin}/healthcare`, {}, 'POST')).status).toBe(405);
  });
});
