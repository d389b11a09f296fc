import { expect, test } from '../support/test';
import { answerDialogs } from '../support/browser-dialogs';
import { selectRows, waitForRows } from '../support/db';
import { holdRequests } from '../support/held-requests';
import { sessionIdOf } from '../support/session';

async function rowsOfType(sessionId: string, interactionType: string, count = 1) {
  return waitForRows('user_interactions', { session_id: sessionId, interaction_type: interactionType }, count, 20_000).catch(
    async () => selectRows('user_interactions', { session_id: sessionId, interaction_type: interactionType }),
  );
}

test.describe('interaction tracking', () => {
  test('records page views, focus, blur, scroll and clicks with the visitor context', async ({ page }) => {
    answerDialogs(page, []);
    await page.clock.install();
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
    await page.clock.runFor(1100); // the tracker's scroll debounce is part of what is under test
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

  test('records the view of a page left the moment its address shows', async ({ page, baseURL }) => {
    await page.goto('/');
    const sessionId = await sessionIdOf(page);
    await page.getByRole('link', { name: /Food & Beverage/ }).first().click();
    await page.waitForURL('/food-beverage');
    await page.goto('/travel');

    const views = await rowsOfType(sessionId, 'page_view', 3);
    expect(views.map((view) => view.page_url)).toContain(`${baseURL}/food-beverage`);
    expect(views.find((view) => view.page_url === `${baseURL}/food-beverage`)).toMatchObject({
      page_title: expect.stringContaining('Food & Beverage'),
    });
  });

  test("records a click on a section whose code has not come yet, which the page acts on once it has", async ({ page }) => {
    const sectionCode = await holdRequests(page, '**/home-demo-section.*.js');
    await page.goto('/');
    const sessionId = await sessionIdOf(page);
    await page.getByRole('button', { name: 'Start Finance Demo' }).click();
    sectionCode.release();
    await expect(page.getByRole('region', { name: 'Finance AI Advisor' })).toBeVisible();
    await page.goto('/finance'); // leaving the page flushes the batch

    const clicks = await rowsOfType(sessionId, 'click');
    expect(clicks.filter((click) => click.element_text === 'Start Finance Demo')).toHaveLength(1);
  });

  test('records a card pressed before the page has started, which opens its page at once, and the view of the page it was pressed on', async ({ page, baseURL }) => {
    // Neither the tracker nor the app can start: the card is the server's plain link.
    const entry = await holdRequests(page, '**/static/js/index.*.js');
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'Retail/E-commerce', exact: true }).click();
    await expect(page).toHaveURL('/retail');
    entry.release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const sessionId = await sessionIdOf(page);
    await page.goto('/finance'); // leaving the page flushes the batch

    const [click] = await rowsOfType(sessionId, 'click');
    expect(click).toMatchObject({ element_type: 'a', element_text: 'Retail/E-commerce', page_url: `${baseURL}/`, interaction_data: { href: `${baseURL}/retail` } });
    // The home page was opened directly: no referrer, for its view and for the click made on it.
    expect(click?.referrer).toBeNull();
    const views = (await rowsOfType(sessionId, 'page_view', 2)).sort((a, b) => String(a.timestamp).localeCompare(String(b.timestamp)));
    expect(views.map((view) => [view.page_url, view.page_title, view.referrer])).toEqual([
      [`${baseURL}/`, 'AI Chatbot Templates for Zoho SalesIQ | SalesIQ Bot Studio', null],
      [`${baseURL}/retail`, expect.stringContaining('Retail'), `${baseURL}/`],
    ]);
    expect(Date.parse(String(views[0]?.timestamp))).toBeLessThan(Date.parse(String(click?.timestamp)));
  });

  test('records the visit of a device whose clock runs three days ahead, without a warning', async ({ page, baseURL }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await page.clock.install({ time: new Date(Date.now() + 3 * 86_400_000) });
    await page.goto('/');
    await page.getByRole('contentinfo').waitFor();
    const sessionId = await sessionIdOf(page);
    await page.goto('/finance'); // leaving the page flushes the batch

    const [view] = await rowsOfType(sessionId, 'page_view');
    expect(view?.page_url).toBe(`${baseURL}/`);
    expect(Math.abs(Date.parse(String(view?.timestamp)) - Date.now())).toBeLessThan(60_000);
    expect(warnings).toEqual([]);
  });

  test('masks an e-mail address in the recorded address of the page a visitor arrives at', async ({ page, baseURL }) => {
    await page.goto('/?utm_campaign=21453627181&email=ana%40example.com');
    await page.getByRole('contentinfo').waitFor();
    const sessionId = await sessionIdOf(page);
    await page.goto('/finance'); // leaving the page flushes the batch

    const [view] = await rowsOfType(sessionId, 'page_view');
    expect(view?.page_url).toBe(`${baseURL}/?utm_campaign=21453627181&email=%5Bredacted%5D`);
  });

  test('one session spans every remote; a new browser context starts a new one', async ({ page, browser }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').waitFor();
    const sessionId = await sessionIdOf(page);
    // Each page is shown before the next address is entered (a script page without session data
    // returns to the home page).
    const pages = [
      { path: '/healthcare', shown: page.getByRole('heading', { level: 1, name: 'SalesIQ for Healthcare' }) },
      { path: '/personalized-guide', shown: page.getByRole('heading', { level: 1, name: 'Your SalesIQ implementation guide, written for your business' }) },
      { path: '/generate-bot-script/healthcare/acme', shown: page.getByRole('heading', { level: 1, name: /AI Chatbot Templates/ }) },
    ];
    for (const { path, shown } of pages) {
      await page.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(shown).toBeVisible();
    }
    await page.goto('/retail');
    expect(await sessionIdOf(page)).toBe(sessionId);
    // '/', the three pages (the script page, then '/' it returns to) and '/retail'.
    const views = (await rowsOfType(sessionId, 'page_view', 6));
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
    await page.clock.install();
    await page.goto('/');
    await page.mouse.wheel(0, 800);
    await page.goto('/finance');
    // Past two of the tracker's batch intervals: whatever it would send has been sent by now.
    await page.clock.runFor(10_000);
    expect(inserts).toEqual([]);
  });
});

test.describe('interaction tracking in the feature flows', () => {
  test('records a form submit (redacted), a download and chat steps from the remotes', async ({ page }) => {
    await page.goto('/healthcare');
    await expect(page.getByRole('heading', { level: 1, name: 'SalesIQ for Healthcare' })).toBeVisible();
    const sessionId = await sessionIdOf(page);

    await page.getByRole('button', { name: 'Try Our Healthcare AI Bot Now!' }).click();
    await page.getByRole('button', { name: 'Book appointment' }).click();

    await page.getByRole('button', { name: 'Download Templates' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full Name').fill('Tracked Visitor');
    await dialog.getByLabel('Email Address').fill('tracked@e2e.example.com');
    await dialog.getByLabel('Company Name').fill('Tracked Clinic');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download Templates' }).click();
    await download;
    await page.goto('/'); // leaving the page flushes the batch

    const [submit] = await rowsOfType(sessionId, 'form_submit');
    const formData = (submit?.interaction_data as { form_type: string; form_data: Record<string, string> });
    expect(formData.form_type).toBe('template_download');
    expect(JSON.stringify(formData.form_data)).not.toContain('tracked@e2e.example.com');
    expect(JSON.stringify(formData.form_data)).not.toContain('Tracked Visitor');
    const [file] = await rowsOfType(sessionId, 'download');
    expect(file?.interaction_data).toMatchObject({ download_type: 'template_kit', file_name: 'SalesIQ-Healthcare-Templates-Tracked-Visitor.txt' });
    const chats = await selectRows('user_interactions', { session_id: sessionId, interaction_type: 'chat_interaction' });
    const actions = chats.map((row) => (row.interaction_data as { chat_action: string }).chat_action);
    expect(actions).toEqual(expect.arrayContaining(['open', 'quick_reply']));
    expect((chats[0]?.interaction_data as { chat_data: { industry: string } }).chat_data.industry).toBe('healthcare');
  });

  test('a message sent with Enter is recorded as the chat message, not as a click on Send message; a press of the button is', async ({ page }) => {
    await page.goto('/retail');
    const sessionId = await sessionIdOf(page);
    await page.getByRole('button', { name: 'Try Our Retail AI Bot Now!' }).click();
    const input = page.getByLabel('Type your message');
    await input.fill('Size 9 please');
    await input.press('Enter');
    await input.fill('Yes, hold it');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.goto('/'); // leaving the page flushes the batch

    type ChatData = { chat_action: string; chat_data: { message?: string } };
    const sentMessages = async () =>
      (await selectRows('user_interactions', { session_id: sessionId, interaction_type: 'chat_interaction' }))
        .map((row) => row.interaction_data as ChatData)
        .filter((data) => data.chat_action === 'user_message')
        .map((data) => data.chat_data.message)
        .sort();
    await expect.poll(sentMessages, { timeout: 20_000 }).toEqual(['Size 9 please', 'Yes, hold it']);
    const clicks = await selectRows('user_interactions', { session_id: sessionId, interaction_type: 'click' });
    expect(clicks.filter((row) => row.element_text === 'Send message')).toHaveLength(1);
  });

  test('a click is in the table within a few seconds of the press', async ({ page }) => {
    await page.goto('/');
    const explore = page.getByRole('button', { name: 'Explore' }).first();
    await expect(explore).toBeVisible();
    const sessionId = await sessionIdOf(page);
    await explore.click();
    const pressed = Date.now();
    const [click] = await waitForRows('user_interactions', { session_id: sessionId, interaction_type: 'click' }, 1, 10_000);
    expect(Date.now() - pressed).toBeLessThan(4_000);
    expect(click).toMatchObject({ element_type: 'button', element_text: expect.stringContaining('Explore') });
  });

  test('batching: a scripted two-minute visit needs far fewer requests than one per event', async ({ page }, testInfo) => {
    await page.clock.install();
    let requests = 0;
    page.context().on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/rest/v1/user_interactions')) requests += 1;
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const sessionId = await sessionIdOf(page);
    // Two minutes of a visitor reading, scrolling, clicking and chatting, in 10-second steps.
    for (let second = 0; second < 120; second += 10) {
      await page.mouse.wheel(0, 300);
      await page.clock.runFor(1_100);
      await page.evaluate(() => {
        window.dispatchEvent(new Event('blur'));
        window.dispatchEvent(new Event('focus'));
      });
      await page.getByRole('button', { name: 'Explore' }).first().click();
      await page.clock.runFor(8_900);
    }
    await page.close({ runBeforeUnload: true });
    const storedRows = () => selectRows('user_interactions', { session_id: sessionId }).then((rows) => rows.length);
    await expect.poll(storedRows).toBeGreaterThan(40);
    const stored = await storedRows();
    expect(requests).toBeLessThan(stored / 2);
    testInfo.annotations.push({ type: 'tracking requests', description: `${requests} batched requests for ${stored} events (one per event would be ${stored})` });
    console.log(`[tracking] two-minute visit: ${stored} events, ${requests} batched requests`);
  });
});
