import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { remotesChangedSince } from './remote-builds';

/** A remote's `mf-manifest.json` naming its deployed build. */
const manifest = (buildVersion: string) => Response.json({ metaData: { buildInfo: { buildVersion } } });

/**
 * Serves each remote's manifest from its origin. Each test deploys on origins of its own: the
 * manifests are fetched once per page (federation/src/runtime/remote-manifests.ts), as here once per test file.
 */
function deploy(builds: Record<string, string>) {
  const fetch = rs.fn(async (url: string) => {
    const build = builds[new URL(url).origin];
    return build ? manifest(build) : new Response('Not found', { status: 404 });
  });
  rs.stubGlobal('fetch', fetch);
  return fetch;
}

const fetchedUrls = (fetch: ReturnType<typeof deploy>) => fetch.mock.calls.map(([url]) => url);

afterEach(() => {
  rs.unstubAllGlobals();
  rs.unstubAllEnvs();
  globalThis.__SALESIQ_REMOTES__ = undefined;
});

describe('remotesChangedSince', () => {
  it('is true when a remote has been redeployed since the page was rendered', async () => {
    globalThis.__SALESIQ_REMOTES__ = { industries: 'https://industries-a.example', generator: 'https://generator-a.example/' };
    const fetch = deploy({ 'https://industries-a.example': 'abc', 'https://generator-a.example': 'new' });
    await expect(remotesChangedSince({ remotes: { industries: 'abc', generator: 'old' } })).resolves.toBe(true);
    expect(fetchedUrls(fetch).sort()).toEqual(['https://generator-a.example/mf-manifest.json', 'https://industries-a.example/mf-manifest.json']);
  });

  it('is false when every remote still runs the build the page was rendered with', async () => {
    globalThis.__SALESIQ_REMOTES__ = { industries: 'https://industries-b.example', generator: 'https://generator-b.example' };
    deploy({ 'https://industries-b.example': 'abc', 'https://generator-b.example': 'def' });
    await expect(remotesChangedSince({ remotes: { industries: 'abc', generator: 'def' } })).resolves.toBe(false);
  });

  it("reads each manifest on its remote's run-time origin (remotes.json), else on the build's", async () => {
    rs.stubEnv('REMOTE_ORIGINS', JSON.stringify({ industries: 'https://built-industries.example', guide: 'https://built-guide.example' }));
    globalThis.__SALESIQ_REMOTES__ = { industries: 'https://moved-industries.example' };
    const fetch = deploy({ 'https://moved-industries.example': 'abc', 'https://built-guide.example': 'new' });
    await expect(remotesChangedSince({ remotes: { industries: 'abc', guide: 'old' } })).resolves.toBe(true);
    expect(fetchedUrls(fetch).sort()).toEqual(['https://built-guide.example/mf-manifest.json', 'https://moved-industries.example/mf-manifest.json']);
  });

  it('counts a remote that cannot be reached, has no manifest or names no build in it as unchanged', async () => {
    globalThis.__SALESIQ_REMOTES__ = {
      industries: 'https://industries-c.example',
      generator: 'https://generator-c.example',
      guide: 'https://guide-c.example',
    };
    rs.stubGlobal(
      'fetch',
      rs.fn(async (url: string) => {
        if (url.startsWith('https://industries-c.example')) throw new TypeError('Failed to fetch');
        if (url.startsWith('https://generator-c.example')) return new Response('Not found', { status: 404 });
        return Response.json({ metaData: {} });
      }),
    );
    await expect(remotesChangedSince({ remotes: { industries: 'abc', generator: 'def', guide: 'ghi' } })).resolves.toBe(false);
  });

  it('counts a remote without a known origin as unchanged', async () => {
    const fetch = deploy({});
    await expect(remotesChangedSince({ remotes: { industries: 'abc' } })).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is false for a page rendered without remotes', async () => {
    const fetch = deploy({});
    await expect(remotesChangedSince({ remotes: {} })).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
