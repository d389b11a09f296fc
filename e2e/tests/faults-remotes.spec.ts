import { expect, type Page, test } from '../support/test';
import { localOrigin } from '../../tooling/ports.mjs';

// Each remote stopped in turn (its origin refuses every connection): its route shows the
// fallback, every other route keeps working, and once it is back Retry brings it without a reload.

type RemoteName = 'landing' | 'industries' | 'generator' | 'guide';

const remoteRoutes: { remote: RemoteName; path: string; heading: string | RegExp }[] = [
  { remote: 'landing', path: '/', heading: /AI Chatbot Templates/ },
  { remote: 'industries', path: '/finance', heading: 'SalesIQ for Finance' },
  { remote: 'generator', path: '/generate-bot-script/real-estate/fault-co', heading: 'Fault Co AI Bot Script' },
  { remote: 'guide', path: '/personalized-guide', heading: /.+/ },
];

test.use({ remoteDownDuringHydration: true });

const fallback = (page: Page) => page.getByRole('heading', { name: 'This section is temporarily unavailable' });

test.beforeEach(async ({ page }) => {
  const botGeneratorData = {
    companyName: 'Fault Co',
    industry: 'real-estate',
    industryDisplayName: 'Real Estate',
    primaryGoal: 'Generate more qualified leads',
    name: 'Fault Visitor',
    email: 'fault-visitor@e2e.example.com',
  };
  await page.addInitScript((data) => sessionStorage.setItem('botGeneratorData', data), JSON.stringify(botGeneratorData));
});

for (const stopped of remoteRoutes) {
  test(`${stopped.remote} stopped: fallback on ${stopped.path}, the rest works, Retry recovers once it is back`, async ({ page, context }) => {
    const origin = `${localOrigin(stopped.remote)}/**`;
    await context.route(origin, (route) => route.abort('connectionrefused'));

    for (const other of remoteRoutes.filter((route) => route !== stopped)) {
      await page.goto(other.path);
      await expect(page.getByRole('heading', { level: 1, name: other.heading })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Scoresby, Victoria, Australia');
    }

    await page.goto(stopped.path);
    await expect(fallback(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Scoresby, Victoria, Australia');

    await context.unroute(origin);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: stopped.heading })).toBeVisible();
    await expect(fallback(page)).toHaveCount(0);
  });
}

test("a shared module's chunk that fails to load once (the generator's jotai, on the script page) is fetched again, and the page shows", async ({ page, context }) => {
  const sharedChunk = `${localOrigin('generator')}/static/js/async/lib-jotai.*.js`;
  let requests = 0;
  await context.route(sharedChunk, (route) => {
    requests += 1;
    return requests === 1 ? route.abort('connectionreset') : route.continue();
  });

  await page.goto('/generate-bot-script/real-estate/fault-co');
  await expect(page.getByRole('heading', { level: 1, name: 'Fault Co AI Bot Script' })).toBeVisible();
  await expect(fallback(page)).toHaveCount(0);
  expect(requests).toBe(2);
});
