import { expect, test } from '../support/test';
import { localOrigin } from '../../tooling/ports.mjs';

const standalone = [
  { app: 'landing', path: '/', heading: /./ },
  { app: 'industries', path: '/energy', heading: 'SalesIQ for Energy' },
  { app: 'generator', path: '/', heading: /./ },
  { app: 'guide', path: '/personalized-guide', heading: /./ },
] as const;

for (const { app, path, heading } of standalone) {
  test(`the ${app} remote runs standalone on its own origin, its page in one main landmark`, async ({ page }) => {
    await page.goto(`${localOrigin(app)}${path}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
  });
}
