import { expect, test } from '../support/test';
import { localOrigin } from '../../tooling/ports.mjs';

const standalone = [
  { app: 'landing', path: '/', heading: /./, title: 'AI Chatbot Templates for Zoho SalesIQ | SalesIQ Bot Studio' },
  { app: 'industries', path: '/energy', heading: 'SalesIQ for Energy', title: 'Energy Chatbot Templates for SalesIQ | SalesIQ Bot Studio' },
  { app: 'generator', path: '/', heading: /./, title: 'AI Bot Generator | SalesIQ Bot Studio' },
  { app: 'guide', path: '/personalized-guide', heading: /./, title: 'Get Your Personalized SalesIQ Guide | SalesIQ Bot Studio' },
] as const;

for (const { app, path, heading, title } of standalone) {
  test(`the ${app} remote runs standalone on its own origin, its page in one main landmark, with the page's title`, async ({ page }) => {
    await page.goto(`${localOrigin(app)}${path}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page).toHaveTitle(title);
  });
}
