import { expect, test } from '../support/test';

interface ShareEntry {
  from: string;
  loaded?: boolean;
  lib?: unknown;
}

declare global {
  interface Window {
    __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> };
    __SALESIQ_SINGLETONS__?: Record<string, number>;
  }
}

test('the shell and every remote share one instance of each singleton', async ({ page }) => {
  // One visit that composes all four remotes into the page.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const path of ['/healthcare', '/personalized-guide', '/generate-bot-script/healthcare/acme']) {
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.locator('main h1, main [role="alert"], main h2').first()).toBeVisible();
  }

  const providers = await page.evaluate(() => {
    const byPackage: Record<string, string[]> = {};
    for (const scopes of Object.values(window.__FEDERATION__.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const entry of Object.values(versions)) {
            if (entry.loaded || entry.lib) (byPackage[name] ??= []).push(entry.from);
          }
        }
      }
    }
    return Object.fromEntries(Object.entries(byPackage).map(([name, from]) => [name, [...new Set(from)]]));
  });

  for (const name of ['react', 'react-dom', '@salesiq/routing', '@salesiq/tracking/tracker']) {
    expect(providers[name], `${name} is shared`).toBeDefined();
  }
  for (const [name, from] of Object.entries(providers)) {
    expect(from, `${name} comes from one container`).toHaveLength(1);
  }
  const instances = await page.evaluate(() => window.__SALESIQ_SINGLETONS__ ?? {});
  expect(Object.keys(instances).length).toBeGreaterThan(0);
  for (const [name, count] of Object.entries(instances)) {
    expect(count, `${name} module instances`).toBe(1);
  }
});
