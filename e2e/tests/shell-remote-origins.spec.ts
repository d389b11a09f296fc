import { expect, test } from '../support/test';
import { fileURLToPath } from 'node:url';
import { localOrigin, ports, remoteNames } from '../../tooling/ports.mjs';
import { serveStatic } from '../../scripts/static-server.mjs';

// A moved remote's origin is also listed in the deployed CSP; here only the federation override is under test.
test.use({ bypassCSP: true });

test('a remote moved to another origin works through remotes.json, without rebuilding the shell', async ({ page }) => {
  const movedPort = ports.industries + 40;
  const moved = await serveStatic({
    root: fileURLToPath(new URL('../../industries/dist', import.meta.url)),
    port: movedPort,
    cors: true,
  });
  try {
    const origins = Object.fromEntries(remoteNames.map((name) => [name, localOrigin(name)]));
    await page.route('**/remotes.json', (route) => route.fulfill({ json: { ...origins, industries: moved.url } }));
    const fromMovedOrigin: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(moved.url)) fromMovedOrigin.push(request.url());
    });
    await page.route(`${localOrigin('industries')}/**`, (route) => route.abort('connectionrefused'));

    await page.goto('/travel');
    await expect(page.getByRole('heading', { level: 1, name: 'SalesIQ for Travel' })).toBeVisible();
    expect(fromMovedOrigin.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  } finally {
    await moved.close();
  }
});
