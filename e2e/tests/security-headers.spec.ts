import { expect, test, type APIResponse, type Page } from '../support/test';
import { industries } from '@salesiq/shared-data/industries/catalogue';
import { localOrigin, remoteNames, supabaseUrl } from '../../tooling/ports.mjs';
import { uniqueEmail } from '../support/db';
import { scriptHashSource } from '../../scripts/security-headers.mjs';

// The static servers' security headers, on every route of the composed site and of each remote
// standalone, and the site working under its Content-Security-Policy: no violation events and no
// CSP console errors while pages load and their dialogs and chats open.

type AppName = 'shell' | (typeof remoteNames)[number];
/** An app may load code from itself and the remotes (a remote standalone never needs the shell). */
const codeOrigins = (app: AppName) => new Set([localOrigin(app), ...remoteNames.map((name) => localOrigin(name))]);

const composedRoutes = [
  '/',
  '/personalized-guide',
  '/salesiq-guide/healthcare/acme',
  '/generate-bot-script/healthcare/acme',
  ...industries.map((industry) => `/${industry.key}`),
  '/no-such-page',
];

const standaloneRoutes: Record<Exclude<AppName, 'shell'>, string[]> = {
  landing: ['/'],
  industries: ['/healthcare', '/food-beverage'],
  generator: ['/', '/generate-bot-script/healthcare/acme'],
  guide: ['/personalized-guide', '/salesiq-guide/healthcare/acme'],
};

function policyOf(response: APIResponse): Map<string, string[]> {
  const header = response.headers()['content-security-policy'] ?? '';
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectHardened(response: APIResponse, app: AppName, status = 200) {
  expect(response.status()).toBe(status);
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const policy = policyOf(response);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  // Code only from the site's own apps, no eval, no wildcard; inline scripts only by their hash
  // (the shell's pages run one: inlineScriptsAllowed).
  const code = (policy.get('script-src') ?? []).filter((source) => !isHashSource(source));
  expect(new Set(code)).toEqual(codeOrigins(app));
  // Data only to those apps and the data API.
  expect(new Set(policy.get('connect-src'))).toEqual(new Set([...codeOrigins(app), supabaseUrl()]));
  for (const sources of policy.values()) {
    expect(sources).not.toContain('*');
    expect(sources).not.toContain("'unsafe-eval'");
  }
}

const isHashSource = (source: string) => source.startsWith("'sha256-");

/** The sources by hash in a response's script-src, and the hashes of the scripts its page runs inline, for comparing. */
async function inlineScriptsAllowed(response: APIResponse) {
  const allowed = (policyOf(response).get('script-src') ?? []).filter(isHashSource);
  const inline = [...(await response.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, script = '']) => scriptHashSource(script));
  return { allowed, inline };
}

test.describe('security headers', () => {
  for (const route of composedRoutes) {
    test(`composed site ${route}`, async ({ request }) => {
      const response = await request.get(`${localOrigin('shell')}${route}`);
      // A path that is no page of the site is answered with the not-found page and status 404.
      expectHardened(response, 'shell', route === '/no-such-page' ? 404 : 200);
      // The one script the page runs inline (it holds presses and notes link clicks before the entry
      // has run) is allowed by its hash, and no other inline script is.
      const { allowed, inline } = await inlineScriptsAllowed(response);
      expect(inline).toHaveLength(1);
      expect(allowed).toEqual(inline);
    });
  }

  for (const [app, routes] of Object.entries(standaloneRoutes) as [Exclude<AppName, 'shell'>, string[]][]) {
    test(`${app} standalone: pages, manifest and remote entry`, async ({ request }) => {
      const origin = localOrigin(app);
      for (const route of routes) {
        const response = await request.get(`${origin}${route}`);
        expectHardened(response, app);
        expect(await inlineScriptsAllowed(response)).toEqual({ allowed: [], inline: [] });
      }
      const manifest = await request.get(`${origin}/mf-manifest.json`);
      expectHardened(manifest, app);
      const { metaData } = (await manifest.json()) as { metaData: { remoteEntry: { name: string; path: string } } };
      const entryPath = [metaData.remoteEntry.path, metaData.remoteEntry.name].filter(Boolean).join('/');
      const entry = await request.get(`${origin}/${entryPath}`);
      expectHardened(entry, app);
      expect(entry.headers()['content-type']).toMatch(/^text\/javascript/);
    });
  }
});

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Records CSP violation events from the first byte of every document, and CSP console errors. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile }),
      true,
    );
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|connect|apply|frame)/i.test(message.text())) {
      consoleErrors.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('dialog', (dialog) => void dialog.dismiss());
  return async () => {
    const violations = await page
      .evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? [])
      .catch(() => []);
    return [...violations.map((v) => `${v.directive} blocked ${v.blocked || '(inline)'} from ${v.source || 'the page'}`), ...consoleErrors];
  };
}

const seedSessions = (page: Page) =>
  page.addInitScript(
    ([guide = '', generator = '']) => {
      sessionStorage.setItem('guideFormData', guide);
      sessionStorage.setItem('botGeneratorData', generator);
    },
    [
      JSON.stringify({ name: 'Ana Silva', company: 'Acme', email: uniqueEmail('csp'), industry: 'healthcare' }),
      JSON.stringify({
        companyName: 'Acme',
        industry: 'healthcare',
        industryDisplayName: 'Healthcare',
        primaryGoal: 'Generate more qualified leads',
        name: 'Ana Silva',
        email: uniqueEmail('csp'),
      }),
    ],
  );

/** Industry pages whose dialog and chat are opened too (every industry page is loaded). */
const exercisedIndustries = new Set(['healthcare', 'retail', 'food-beverage', 'legal']);

/** Opens what a visitor opens on this kind of page, where there is one. */
async function exercise(page: Page, app: AppName, route: string) {
  const industry = industries.find((candidate) => route === `/${candidate.key}` && exercisedIndustries.has(candidate.key));
  if (industry) {
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Download Templates' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const launcher = page.getByRole('button', { name: `Try Our ${industry.displayName} AI Bot Now!` });
    if ((await launcher.count()) > 0) {
      await launcher.click();
      await expect(page.getByRole('textbox', { name: 'Type your message' })).toBeVisible();
    }
  }
  if (route === '/' && (app === 'shell' || app === 'landing')) {
    await page.getByRole('button', { name: 'Start Healthcare Demo' }).click();
    await expect(page.getByRole('textbox', { name: 'Type your message' }).first()).toBeVisible();
  }
  if (app === 'shell') await page.getByRole('button', { name: 'Privacy Policy' }).click();
}

test.describe('the site under its Content-Security-Policy', () => {
  for (const route of composedRoutes) {
    test(`composed site ${route}: no violations`, async ({ page }) => {
      const problems = await watchPolicy(page);
      await seedSessions(page);
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await exercise(page, 'shell', route);
      await page.waitForLoadState('networkidle');
      expect(await problems()).toEqual([]);
    });
  }

  for (const [app, routes] of Object.entries(standaloneRoutes)) {
    for (const route of routes) {
      test(`${app} standalone ${route}: no violations`, async ({ page }) => {
        const problems = await watchPolicy(page);
        await seedSessions(page);
        await page.goto(`${localOrigin(app as AppName)}${route}`);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await exercise(page, app as AppName, route);
        await page.waitForLoadState('networkidle');
        expect(await problems()).toEqual([]);
      });
    }
  }

  test('the watcher itself notices a violation (an injected inline script is blocked)', async ({ page }) => {
    const problems = await watchPolicy(page);
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(async () => (await problems()).join('\n')).toContain('script-src');
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  });

  test('the tracker reaches the data API (connect-src) without a violation', async ({ page }) => {
    const problems = await watchPolicy(page);
    const stored = page.waitForResponse(
      (response) => response.url().startsWith(`${supabaseUrl()}/rest/v1/user_interactions`) && response.request().method() === 'POST',
      { timeout: 15_000 },
    );
    await page.goto('/healthcare');
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Download Templates' }).click();
    expect((await stored).status()).toBe(201);
    expect(await problems()).toEqual([]);
  });
});
