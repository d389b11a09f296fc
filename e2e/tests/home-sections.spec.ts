import { expect, test } from '../support/test';
import { waitForRows } from '../support/db';
import { sessionIdOf } from '../support/session';

test.describe('home page sections', () => {
  test('stacks the sections in the spec order', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /AI Chatbot Templates/ })).toBeVisible();
    const order = await page.locator('main section').evaluateAll((sections) =>
      sections
        .filter((section) => !section.parentElement?.closest('section'))
        .map((section) => section.id || section.querySelector('h1, h2')?.textContent?.trim() || ''),
    );
    expect(order).toEqual([
      expect.stringContaining('AI Chatbot Templates'),
      'AI chatbots for 20+ industries',
      'industry-details',
      'From first message to booked revenue',
      'Not a script. An assistant that understands.',
      'ai-bot-generator',
      'lead-magnet',
      'demo-section',
    ]);
  });

  test('the sections below the fold come with the HTML; their code only as they near the viewport, and they answer then', async ({ page }) => {
    const demoCode = (url: string) => /\/home-demo-section\.\w+\.js$/.test(url);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'Try the AI yourself' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Start Finance Demo' })).toBeAttached();
    expect(scripts.filter(demoCode)).toEqual([]);

    const demoCodeRequested = page.waitForRequest((request) => demoCode(request.url()));
    await page.getByRole('heading', { name: 'Try the AI yourself' }).scrollIntoViewIfNeeded();
    await demoCodeRequested;
    await page.getByRole('button', { name: 'Start Finance Demo' }).click();
    await expect(page.getByRole('region', { name: 'Finance AI Advisor' }).getByRole('textbox', { name: 'Type your message' })).toBeFocused();
  });

  test('hero buttons scroll to the lead magnet and the demo section', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Get AI Bot Templates' }).click();
    await expect(page.locator('#lead-magnet')).toBeInViewport();
    await expect(page.locator('#lead-magnet')).toBeFocused();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'See AI in Action' }).click();
    await expect(page.locator('#demo-section')).toBeInViewport();
  });

  test('the hero shows the health, shopping and property sample chats', async ({ page }) => {
    await page.goto('/');
    const chats = page.getByRole('list', { name: 'Sample conversations' }).getByRole('article');
    await expect(chats).toHaveCount(3);
    await expect(chats.nth(0)).toHaveAccessibleName('Health chat example');
    await expect(chats.nth(1)).toHaveAccessibleName('Shopping chat example');
    await expect(chats.nth(2)).toHaveAccessibleName('Property chat example');
  });

  test('the industry grid shows 20 industries with a use-case line each', async ({ page }) => {
    await page.goto('/');
    const grid = page.getByRole('region', { name: 'AI chatbots for 20+ industries' });
    await expect(grid.getByRole('link')).toHaveCount(20);
    await expect(grid.getByRole('link', { name: 'Healthcare', exact: true })).toHaveAccessibleDescription('Appointment booking and patient intake');
  });

  for (const [name, path] of [
    ['Retail/E-commerce', '/retail'],
    ['Food & Beverage', '/food-beverage'],
  ] as const) {
    test(`clicking ${name} records the click and opens ${path}`, async ({ page }) => {
      await page.goto('/');
      const sessionId = await sessionIdOf(page);
      await page.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/finance'); // leaving the page flushes the tracker's batch
      const clicks = await waitForRows('user_interactions', { session_id: sessionId, interaction_type: 'click', element_text: name }, 1, 20_000);
      expect(clicks[0]).toMatchObject({ element_type: 'a', interaction_data: { href: expect.stringContaining(path) } });
    });
  }

  test('a card works from the keyboard', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Legal', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/legal');
  });

  test('Explore scrolls to the industry details', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Explore', exact: true }).click();
    await expect(page.locator('#industry-details')).toBeInViewport();
  });

  test('the industry details show six industries with flows, benefits and a chat preview', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('#industry-details').getByRole('article');
    await expect(cards).toHaveCount(6);
    for (const name of ['Healthcare', 'Finance', 'Retail/E-commerce', 'Real Estate', 'Travel', 'Education']) {
      await expect(page.getByRole('button', { name: `Get AI ${name} Bot` })).toBeVisible();
    }
  });

  test('the flow charts badge the AI steps', async ({ page }) => {
    await page.goto('/');
    for (const name of ['Healthcare: appointment to reminder', 'Finance: enquiry to qualified lead', 'Retail: question to checkout']) {
      const flow = page.getByRole('article', { name });
      await expect(flow.getByRole('listitem')).toHaveCount(6);
      await expect(flow.getByText('AI Processing')).toHaveCount(2);
    }
  });

  for (const width of [360, 768, 1280, 1920]) {
    test(`nothing scrolls sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.locator('#demo-section')).toBeAttached();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
    });
  }
});
