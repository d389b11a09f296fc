import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveFile, spaFallbackFiles, withoutTrailingSlash } from '../../../scripts/static-server.mjs';

let root = '';

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'shell-dist-'));
  await mkdir(join(root, 'healthcare'));
  await mkdir(join(root, 'static/js'), { recursive: true });
  await Promise.all(
    ['index.html', 'spa.html', 'healthcare/index.html', 'static/js/index.js'].map((file) => writeFile(join(root, file), file)),
  );
});

afterAll(() => rm(root, { recursive: true, force: true }));

const served = async (pathname: string, fallbacks = spaFallbackFiles) => {
  const file = await resolveFile(root, pathname, fallbacks);
  return file && file.slice(root.length + 1);
};

describe('resolveFile (the static server route lookup)', () => {
  it('serves a prerendered route its own page', async () => {
    expect(await served('/')).toBe('index.html');
    expect(await served('/healthcare')).toBe('healthcare/index.html');
  });

  it('serves other routes the plain app page, and the index page when there is none', async () => {
    expect(await served('/salesiq-guide/healthcare/bright-clinic')).toBe('spa.html');
    expect(await served('/no-such-page')).toBe('spa.html');
    expect(await served('/no-such-page', ['missing.html', 'index.html'])).toBe('index.html');
  });

  it('serves assets, and a missing asset or a path outside the folder is not found', async () => {
    expect(await served('/static/js/index.js')).toBe('static/js/index.js');
    expect(await served('/static/js/gone.js')).toBeNull();
    expect(await served('/../../etc/passwd')).not.toBe('../../etc/passwd');
    expect(await served('/%2e%2e/%2e%2e/etc/hosts.txt')).toBeNull();
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
