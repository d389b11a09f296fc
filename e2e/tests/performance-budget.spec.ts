import { expect, test } from '../support/test';

// The JavaScript budget of a first visit to the home page (README "Performance"): the shell's
// code, the home page module and what it needs, gzip as served. The sections below the fold load
// their code later. A change that crosses it should say what it adds and why.
const firstVisitBudgetKb = 160;

test('a first visit to / transfers at most 160 KB gzip of JavaScript', async ({ page }) => {
  const scriptSizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scriptSizes.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const totalKb = (await Promise.all(scriptSizes)).reduce((sum, size) => sum + size, 0) / 1024;
  expect(totalKb).toBeGreaterThan(0);
  expect(totalKb).toBeLessThanOrEqual(firstVisitBudgetKb);
});

test("the shell's entry script asks V8 to compile all of it up front (its first line)", async ({ page, request }) => {
  await page.goto('/');
  const entry = await page.locator('script[src*="/static/js/index."]').getAttribute('src');
  expect(entry).toBeTruthy();
  const source = await (await request.get(entry ?? '')).text();
  expect(source.startsWith('//# allFunctionsCalledOnLoad\n'), `the first line of ${entry}`).toBe(true);
});

test("the shell's entry script touches no storage while it runs (a page's first use of storage waits on the browser)", async ({ page }) => {
  await page.addInitScript(() => {
    const uses: string[] = [];
    Object.defineProperty(window, '__storageUses', { value: uses });
    // The global object's attributes are its own properties.
    for (const area of ['localStorage', 'sessionStorage'] as const) {
      const descriptor = Object.getOwnPropertyDescriptor(window, area);
      const read = descriptor?.get;
      if (!read) throw new Error(`no ${area} getter`);
      Object.defineProperty(window, area, {
        ...descriptor,
        get(this: Window): Storage {
          const script = document.currentScript;
          uses.push(`${area} from ${script instanceof HTMLScriptElement ? script.src : 'a callback'}`);
          return read.call(this) as Storage;
        },
      });
    }
  });
  await page.goto('/healthcare');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const uses = await page.evaluate(() => (window as unknown as { __storageUses: string[] }).__storageUses);
  // The visit's attribution uses both areas, later, from tasks of its own.
  expect(uses).toEqual(expect.arrayContaining([expect.stringMatching(/^localStorage/), expect.stringMatching(/^sessionStorage/)]));
  expect(uses.filter((use) => use.includes('/static/js/index.'))).toEqual([]);
});

test("the app's code is asked for with react-dom, not a round trip after it", async ({ page }) => {
  const events: string[] = [];
  page.on('request', (request) => {
    if (/\/static\/js\/async\/app\./.test(request.url())) events.push('app requested');
  });
  page.on('requestfinished', (request) => {
    if (/\/static\/js\/async\/lib-react-dom\./.test(request.url())) events.push('react-dom in');
  });
  await page.goto('/healthcare');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(events).toEqual(['app requested', 'react-dom in']);
});
