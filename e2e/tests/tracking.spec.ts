import { expect, type Page, test } from '@playwright/test';
import { answerDialogs } from '../support/browser-dialogs';
import { type Row, selectRows, waitForRows } from '../support/db';

const sessionIdOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('salesiq_session_id') ?? '');

async function rowsOfType(sessionId: string, interactionType: string, count = 1) {
  return waitForRows('user_interactions', { session_id: sessionId, interaction_type: interactionType }, count, 20_000).catch(
    async () => selectRows('user_interactions', { session_id: sessionId, interaction_type: interactionType }),
  );
}

test.describe('interaction tracking', () => {
  test('records page views, focus, blur, scroll and clicks with the visitor context', async ({ page }) => {
    answerDialogs(page, []);
    await page.setViewportSize({ width: 800, height: 320 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const sessionId = await sessionIdOf(page);
    expect(sessionId).toMatch(/^session_\d+_[a-z0-9]+$/);

    await page.evaluate(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    });
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.waitForTimeout(1100); // the tracker's scroll debounce is part of what is under test
    await page.getByRole('contentinfo').getByRole('button', { name: 'ROI Calculator' }).click();
    await page.goto('/finance'); // leaving the page flushes the batch

    const [view] = await rowsOfType(sessionId, 'page_view', 2);
    expect(view).toMatchObject({ page_title: expect.stringContaining('SalesIQ'), device_type: 'desktop', browser: 'Chrome', os: 'Windows', user_id: null });
    expect(String(view?.user_agent)).toContain('Chrome');
    const [click] = await rowsOfType(sessionId, 'click');
    expect(click).toMatchObject({ element_type: 'button', element_text: 'ROI Calculator' });
    const [scroll] = await rowsOfType(sessionId, 'scroll');
    expect((scroll?.interaction_data as { scroll_percent: number }).scroll_percent).toBeGreaterThan(0);
    expect(await rowsOfType(sessionId, 'page_blur')).toHaveLength(1);
    expect(await rowsOfType(sessionId, 'page_focus')).toHaveLength(1);
  });

  test('one session spans every remote; a new browser context starts a new one', async ({ page, browser }) => {
    await page.goto('/');
    const sessionId = await sessionIdOf(page);
    for (const path of ['/healthcare', '/personalized-guide', '/generate-bot-script/healthcare/acme']) {
      await page.getByRole('contentinfo').waitFor();
      await page.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    }
    await page.goto('/retail');
    expect(await sessionIdOf(page)).toBe(sessionId);
    const views = (await rowsOfType(sessionId, 'page_view', 5)) as Row[];
    const paths = views.map((row) => new URL(String(row.page_url)).pathname);
    expect(paths).toEqual(expect.arrayContaining(['/', '/healthcare', '/personalized-guide', '/retail']));

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/');
    const otherSession = await sessionIdOf(otherPage);
    expect(otherSession).toMatch(/^session_/);
    expect(otherSession).not.toBe(sessionId);
    await other.close();
  });

  test('sends nothing when the browser asks for Global Privacy Control', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    const inserts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/rest/v1/user_interactions')) inserts.push(request.url());
    });
    await page.goto('/');
    await page.mouse.wheel(0, 800);
    await page.goto('/finance');
    await page.waitForTimeout(1500);
    expect(inserts).toEqual([]);
  });
});
