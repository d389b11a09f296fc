import { expect, type Page, takeoverTimeoutMs, test } from '../support/test';

const website = 'https://salesiqbotstudio.com';

const routes = [
  { path: '/', title: 'AI Chatbot Templates for Zoho SalesIQ | SalesIQ Bot Studio', heading: 'AI Chatbot Templates that turn chats into customers' },
  {
    path: '/healthcare',
    title: 'Healthcare Chatbot Templates for SalesIQ | SalesIQ Bot Studio',
    heading: 'SalesIQ for Healthcare',
  },
  {
    path: '/personalized-guide',
    title: 'Get Your Personalized SalesIQ Guide | SalesIQ Bot Studio',
    heading: 'Your SalesIQ implementation guide, written for your business',
  },
];

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => entities[name] ?? '');
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The visible text of an HTML string, as a crawler without scripts reads it. */
const textOf = (html: string) =>
  squash(decode(html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, '')));
const attribute = (html: string, tag: RegExp) => {
  const value = tag.exec(html)?.[1];
  return value === undefined ? undefined : decode(value);
};

/** The headings and paragraphs of the live app's page, once it has taken the prerendered page over. */
async function liveCopy(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#root:not([data-prerendered]) main h1')).toBeVisible();
  return page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('h1, h2, h3, p')].map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()).filter(Boolean),
  );
}

test.describe('prerendered HTML, before any script runs', () => {
  for (const route of routes) {
    test(`${route.path} is served with its heading, copy, title and meta tags`, async ({ page, request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const body = html.slice(html.indexOf('<body'));
      expect(body).toContain('data-prerendered');

      const text = textOf(body);
      expect(text).toContain(route.heading);
      // Everything the app shows in its main area is already in the HTML.
      const copy = await liveCopy(page, route.path);
      expect(copy.length).toBeGreaterThan(3);
      for (const line of copy) expect(text).toContain(line);

      expect(html).toContain(`<title>${route.title.replaceAll('&', '&amp;')}</title>`);
      const description = attribute(html, /<meta name="description" content="([^"]*)"/);
      expect(description?.length).toBeGreaterThan(50);
      expect(description).toBe(await page.locator('meta[name="description"]').getAttribute('content'));
      expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${website}${route.path}`);
      expect(attribute(html, /<meta property="og:url" content="([^"]*)"/)).toBe(`${website}${route.path}`);
      expect(attribute(html, /<meta property="og:title" content="([^"]*)"/)).toBe(route.title);
      expect(attribute(html, /<meta property="og:description" content="([^"]*)"/)).toBe(description);
      expect(attribute(html, /<meta name="robots" content="([^"]*)"/)).toBe('index, follow');
      // The app starts from the same page: the head preloads the shell's script and the page's loader starts it.
      expect(html).toMatch(
        /<link rel="preload" as="script" href="(\/static\/js\/index\.[0-9a-f]+\.js)"><script src="\/prerendered-page\.js" data-app="\1"><\/script>/,
      );
    });
  }

  test('an industry page carries its FAQPage structured data', async ({ request }) => {
    const html = await (await request.get('/healthcare')).text();
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(json ?? 'null') as { '@type': string; mainEntity: { '@type': string; name: string }[] };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.length).toBeGreaterThanOrEqual(5);
    expect(textOf(html)).toContain(data.mainEntity[0]?.name ?? 'no question');
  });

  test('every industry route has its own page', async ({ request }) => {
    const { industries } = await import('../../shared-data/src/industries/catalogue');
    expect(industries).toHaveLength(20);
    for (const industry of industries) {
      const html = await (await request.get(`/${industry.key}`)).text();
      expect(textOf(html.slice(html.indexOf('<body')))).toContain(`SalesIQ for ${industry.displayName}`);
      expect(html).toContain(`<link rel="canonical" href="${website}/${industry.key}">`);
    }
  });

  test('result pages and unknown paths get the plain app page; a trailing slash redirects', async ({ request }) => {
    for (const path of ['/salesiq-guide/healthcare/bright-clinic', '/generate-bot-script/healthcare/bright-clinic', '/no-such-page']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('<h1');
    }
    const slash = await request.get('/healthcare/', { maxRedirects: 0 });
    expect(slash.status()).toBe(301);
    expect(slash.headers().location).toBe('/healthcare');
  });
  test('a page links one stylesheet of its own, cached for good; its loader is revalidated like the HTML', async ({ request }) => {
    const html = await (await request.get('/healthcare')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const enabled = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1] ?? '');
    expect(enabled).toEqual([expect.stringMatching(/^\/static\/css\/prerendered\/[0-9a-f]{10}\.css$/)]);
    expect(head).toMatch(/<link rel="stylesheet" href="[^"]+" disabled>/);
    const stylesheet = await request.get(enabled[0] ?? '');
    expect(stylesheet.headers()['content-type']).toContain('text/css');
    expect(stylesheet.headers()['cache-control']).toContain('immutable');
    expect((await request.get('/prerendered-page.js')).headers()['cache-control']).toBe('no-cache');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered page is readable, styled, and its links lead to other prerendered pages', async ({ page }) => {
    await page.goto('/finance');
    const heading = page.getByRole('heading', { level: 1, name: 'SalesIQ for Finance' });
    await expect(heading).toBeVisible();
    // The page's stylesheets are linked from the HTML, not added by scripts.
    expect(await heading.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThan(32);
    await expect(page.getByRole('contentinfo')).toContainText('Scoresby, Victoria, Australia');

    await page.getByRole('link', { name: /Get a Personalized Guide/ }).first().click();
    await expect(page).toHaveURL('/personalized-guide');
    await expect(page.getByRole('heading', { level: 1, name: 'Your SalesIQ implementation guide, written for your business' })).toBeVisible();
    // Its form needs the app: nobody can type into it only to lose what they typed.
    await expect(page.locator('form')).toHaveAttribute('inert', '');
  });
});

interface TakeoverRecord {
  layoutShift: number;
  staticFrames: number;
  liveFrames: number;
  framesWithoutHeading: number;
  framesWithSkeleton: number;
  framesWithTwoCopies: number;
  /** Boxes ([top, left, width, height], page coordinates) of the headings and footer in the last frame of the static page and in each frame of the app. */
  lastStatic: number[][];
  live: number[][][];
  /** The part of the page in view: [top, bottom]. */
  view: number[];
}

declare global {
  var __takeover: TakeoverRecord;
}

/** Watches every frame from the first paint: is the heading there, is a skeleton showing, where are things. */
function recordTakeover() {
  const record: TakeoverRecord = {
    layoutShift: 0,
    staticFrames: 0,
    liveFrames: 0,
    framesWithoutHeading: 0,
    framesWithSkeleton: 0,
    framesWithTwoCopies: 0,
    lastStatic: [],
    live: [],
    view: [],
  };
  globalThis.__takeover = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) record.layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });

  const positions = () =>
    [...document.querySelectorAll('#root main h1, #root main h2, #root footer')].map((element) => {
      const box = element.getBoundingClientRect();
      return [box.top + window.scrollY, box.left, box.width, box.height].map(Math.round);
    });
  const frame = () => {
    const root = document.getElementById('root');
    // The app renders off the document: a second footer would make every text query ambiguous.
    if (document.querySelectorAll('footer').length > 1) record.framesWithTwoCopies += 1;
    if (root) {
      const heading = root.querySelector('main h1');
      if (!heading || heading.getBoundingClientRect().height === 0) record.framesWithoutHeading += 1;
      if (root.querySelector('[aria-busy="true"]')) record.framesWithSkeleton += 1;
      record.view = [window.scrollY, window.scrollY + window.innerHeight];
      if (root.hasAttribute('data-prerendered')) {
        record.staticFrames += 1;
        record.lastStatic = positions();
      } else {
        record.live.push(positions());
        record.liveFrames += 1;
      }
    }
    if (record.liveFrames < 5) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

test.describe('the app taking over a prerendered page', () => {
  test.use({ waitForTakeover: false });

  for (const route of routes) {
    test(`${route.path}: no flash, no skeleton, nothing moves`, async ({ page }) => {
      const cspErrors: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
      });
      const stylesheetRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheetRequests.push(request.url());
      });
      await page.addInitScript(recordTakeover);
      await page.goto(route.path);
      // This test watches how the app takes over, not how soon: a busy machine gets the suite's time.
      await expect(page.locator('#root:not([data-prerendered]) main h1')).toBeVisible({ timeout: takeoverTimeoutMs });
      await expect.poll(() => page.evaluate(() => globalThis.__takeover.liveFrames)).toBeGreaterThanOrEqual(5);

      const record = await page.evaluate(() => globalThis.__takeover);
      expect(record.staticFrames).toBeGreaterThan(0);
      expect(record.framesWithoutHeading).toBe(0);
      expect(record.framesWithSkeleton).toBe(0);
      expect(record.framesWithTwoCopies).toBe(0);
      expect(record.lastStatic.length).toBeGreaterThan(1);
      // Boxes are read in each frame's animation callback, before the browser decides which of a
      // newly inserted page's deferred bands (.render-near-viewport) are near the viewport: in the
      // first live frame that reading shows their placeholders, not what the frame paints. Bands
      // further down then take their size over a frame or two, out of view.
      const [top = 0, bottom = 0] = record.view;
      const inView = (boxes: number[][]) => boxes.filter(([boxTop = 0, , , height = 0]) => boxTop < bottom && boxTop + height > top);
      const [, ...painted] = record.live;
      for (const frame of painted) expect(inView(frame)).toEqual(inView(record.lastStatic));
      expect(painted.at(-1)).toEqual(record.lastStatic);
      expect(record.layoutShift).toBeLessThan(0.001);
      await expect(page.locator('#root')).toHaveCount(1);
      expect(cspErrors).toEqual([]);

      // The app is live: its heading is announced, and it found its styles in the page's one stylesheet.
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      expect(stylesheetRequests).toEqual([expect.stringMatching(/\/static\/css\/prerendered\/[0-9a-f]+\.css$/)]);
    });
  }

  test('a page scrolled before the app takes over stays where the reader is', async ({ page }) => {
    await page.route('**/mf-manifest.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/healthcare');
    await expect(page.locator('#root[data-prerendered] main h1')).toBeVisible();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const scrolled = await page.evaluate(() => window.scrollY);
    await expect(page.locator('#root:not([data-prerendered]) main h1')).toBeAttached({ timeout: takeoverTimeoutMs });
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});
