import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveFile, shellFallbacks, withoutTrailingSlash } from '../../../scripts/static-server.mjs';

/** A shell dist folder after the render step: rendered routes and the pages made in the browser. */
let rendered = '';
/** A shell dist folder before the render step: the bundler's page only. */
let built = '';

async function distFolder(files: string[]) {
  const root = await mkdtemp(join(tmpdir(), 'shell-dist-'));
  await mkdir(join(root, 'healthcare'));
  await mkdir(join(root, 'static/js'), { recursive: true });
  await Promise.all(files.map((file) => writeFile(join(root, file), file)));
  return root;
}

beforeAll(async () => {
  rendered = await distFolder([
    'index.html',
    '404.html',
    'salesiq-guide.html',
    'generate-bot-script.html',
    'healthcare/index.html',
    'static/js/index.js',
  ]);
  built = await distFolder(['index.html', 'static/js/index.js']);
});

afterAll(async () => {
  await Promise.all([rendered, built].map((root) => rm(root, { recursive: true, force: true })));
});

const served = async (pathname: string, root = rendered, fallbacks: (pathname: string) => string[] = shellFallbacks) => {
  const file = await resolveFile(root, pathname, fallbacks);
  return file && file.slice(root.length + 1);
};

describe('resolveFile (the static server route lookup)', () => {
  it('serves a rendered route its own page', async () => {
    expect(await served('/')).toBe('index.html');
    expect(await served('/healthcare')).toBe('healthcare/index.html');
  });

  it("serves a result page its kind's frame, and other routes the frame a 404 renders in", async () => {
    expect(await served('/salesiq-guide/healthcare/bright-clinic')).toBe('salesiq-guide.html');
    expect(await served('/generate-bot-script/retail/corner-shop')).toBe('generate-bot-script.html');
    expect(await served('/no-such-page')).toBe('404.html');
    expect(await served('/salesiq-guide-extra/a/b')).toBe('404.html');
  });

  it('serves the index page for every route before the render step has run', async () => {
    expect(await served('/salesiq-guide/healthcare/bright-clinic', built)).toBe('index.html');
    expect(await served('/generate-bot-script/retail/corner-shop', built)).toBe('index.html');
    expect(await served('/no-such-page', built)).toBe('index.html');
  });

  it('serves the index page for routes when no fallbacks are given', async () => {
    const file = await resolveFile(rendered, '/no-such-page');
    expect(file?.slice(rendered.length + 1)).toBe('index.html');
  });

  it('serves assets, and a missing asset or a path outside the folder is not found', async () => {
    expect(await served('/static/js/index.js')).toBe('static/js/index.js');
    expect(await served('/static/js/gone.js')).toBeNull();
    expect(await served('/salesiq-guide/gone.js')).toBeNull();
    expect(await served('/../../etc/passwd')).not.toBe('../../etc/passwd');
    expect(await served('/%2e%2e/%2e%2e/etc/hosts.txt')).toBeNull();
  });
});

describe('shellFallbacks', () => {
  it.each([
    ['/salesiq-guide/healthcare/bright-clinic', ['salesiq-guide.html', '404.html', 'index.html']],
    ['/generate-bot-script/retail/corner-shop', ['generate-bot-script.html', '404.html', 'index.html']],
    ['/no-such-page', ['404.html', 'index.html']],
    ['/', ['404.html', 'index.html']],
  ])('%s → %j', (pathname, files) => {
    expect(shellFallbacks(pathname)).toEqual(files);
  });
});

describe('withoutTrailingSlash', () => {
  it.each([
    ['/healthcare/', '/healthcare'],
    ['/healthcare', null],
    ['/', null],
  ])('%s → %s', (pathname, redirect) => {
    expect(withoutTrailingSlash(pathname)).toBe(redirect);
  });
});
