// The prerender step (README "Prerendered routes"), run after the build: renders every route the
// shell's sitemap lists in Chromium and writes its markup, title and meta tags into the shell's
// dist folder (`index.html` for `/`, `healthcare/index.html` for `/healthcare`), around the same
// scripts, so crawlers and first paint see the page before any script runs. Other routes get the
// plain app page, kept as `spa.html`.
//   node scripts/prerender.mjs [--dist dist-monolith] [--remotes origins.json]
// --remotes: the origins the remotes are deployed at ({ "landing": "https://…" }), when they are
// not the local ones; the stylesheets are read from the local builds, any other link to a remote
// in the pages points there.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumFlags } from '../tooling/chromium-flags.mjs';
import { localOrigin, remoteNames } from '../tooling/ports.mjs';
import { assemblePage, isPrerendered, rewriteOrigins, routeFile, routesFromSitemap, stylesheetUrls } from './prerender-html.mjs';
import { serveStatic, spaFallbackFiles } from './static-server.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const concurrency = 3;

/** A Chromium to render with (CHROME_PATH, else Debian's), or null. */
export function findChromium() {
  return [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => path && existsSync(path)) ?? null;
}


/** The shell's page as the bundler wrote it; after a first run it lives on as `spa.html`. */
async function plainPage(shellDist) {
  const index = await readFile(join(shellDist, 'index.html'), 'utf8');
  if (!isPrerendered(index)) return index;
  const spa = await readFile(join(shellDist, 'spa.html'), 'utf8').catch(() => null);
  if (spa === null || isPrerendered(spa)) throw new Error(`${shellDist} has prerendered pages but no plain spa.html: rebuild the shell`);
  return spa;
}

const combinedStylesheetFolder = 'static/css/prerendered';

/**
 * Writes the rules of `urls`, in order, into one content-named file in the shell's dist folder.
 * @returns {Promise<string>} its path on the shell's origin
 */
async function combineStylesheets(shellDist, urls) {
  const sheets = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.text();
    }),
  );
  const css = sheets.join('\n');
  const path = `/${combinedStylesheetFolder}/${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  await mkdir(join(shellDist, dirname(path)), { recursive: true });
  await writeFile(join(shellDist, path), css);
  return path;
}

// Runs in the page: true once the route's page has rendered and nothing waits on a loading placeholder.
const pageIsReady = () => {
  const root = document.getElementById('root');
  return Boolean(
    root?.querySelector('main > *') &&
      root.querySelector('main h1') &&
      !root.querySelector('[aria-busy="true"]') &&
      document.head.querySelector('link[rel="canonical"]'),
  );
};

// Runs in the page: the markup and head tags to keep, without state that must not be baked in.
const takeSnapshot = () => {
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  const clone = /** @type {HTMLElement} */ (root.cloneNode(true));
  const transient = 'script:not([type="application/ld+json"]), dialog[open], [role="dialog"]:not(dialog), [role="alertdialog"]';
  for (const element of clone.querySelectorAll(transient)) element.remove();
  for (const element of clone.querySelectorAll('[autofocus]')) element.removeAttribute('autofocus');
  // Forms work only once the app has taken over: until then (and without scripts) nobody can type
  // into one, so nothing typed is lost when the live page replaces this copy.
  for (const form of clone.querySelectorAll('form')) form.setAttribute('inert', '');
  const kept = 'meta[name="description"], meta[name="robots"], meta[property^="og:"], link[rel="canonical"], link[rel="stylesheet"], style';
  return {
    title: document.title,
    headTags: [...document.head.querySelectorAll(kept)].map((element) => element.outerHTML),
    rootHtml: clone.innerHTML,
    errorShown: /temporarily unavailable|couldn't find that page/i.test(root.textContent ?? ''),
  };
};

// Runs in the page before its scripts: below-the-fold content waits for the viewport (ui
// WhenNearViewport), and the app takes a page over before it can see the viewport, so the
// snapshot must show the same placeholders.
const holdIntersections = () => {
  window.IntersectionObserver = class {
    root = null;
    rootMargin = '0px';
    thresholds = [0];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
};

/**
 * @param {{ distFolder?: string, publicRemotes?: Record<string, string>, log?: (line: string) => void }} [options]
 * @returns {Promise<string[]>} the routes written
 */
export async function prerenderSite({ distFolder = 'dist', publicRemotes, log = (line) => console.log(line) } = {}) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium to prerender with: set CHROME_PATH');
  const shellDist = join(repo, 'shell', distFolder);
  const template = await plainPage(shellDist);
  const routes = routesFromSitemap(await readFile(join(shellDist, 'sitemap.xml'), 'utf8'));

  // While rendering, every route gets the plain page (a previous run's pages would be taken over).
  await writeFile(join(shellDist, 'spa.html'), template);
  await writeFile(join(shellDist, 'index.html'), template);
  await Promise.all(routes.filter((route) => route !== '/').map((route) => rm(join(shellDist, routeFile(route)), { force: true })));
  await rm(join(shellDist, combinedStylesheetFolder), { recursive: true, force: true });

  // Private ports, so the step runs beside a site served on the usual ones.
  const remotes = await Promise.all(remoteNames.map((name) => serveStatic({ root: join(repo, name, 'dist'), port: 0, cors: true })));
  const privateRemotes = Object.fromEntries(remoteNames.map((name, index) => [name, remotes[index]?.url ?? '']));
  const shell = await serveStatic({
    root: shellDist,
    port: 0,
    fallbacks: spaFallbackFiles,
    virtualFiles: { '/remotes.json': JSON.stringify(privateRemotes) },
  });
  const origins = publicRemotes ?? Object.fromEntries(remoteNames.map((name) => [name, localOrigin(name)]));
  const toPublic = Object.fromEntries(remoteNames.map((name) => [privateRemotes[name] ?? '', origins[name] ?? localOrigin(name)]));
  const served = new Set([shell.url, ...Object.values(privateRemotes)]);

  const { chromium } = createRequire(`${repo}e2e/package.json`)('@playwright/test');
  const browser = await chromium.launch({ executablePath, args: chromiumFlags });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(holdIntersections);
    // Only the served apps: no data API (visits and page views stay unrecorded), nothing external.
    await context.route((url) => !served.has(url.origin), (route) => route.abort());
    const renderRoute = async (route) => {
      const page = await context.newPage();
      await page.goto(`${shell.url}${route}`);
      await page.waitForFunction(pageIsReady, null, { timeout: 30_000 });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const { errorShown, ...snapshot } = await page.evaluate(takeSnapshot);
      await page.close();
      if (errorShown) throw new Error(`${route} rendered an error panel instead of its page`);

      const stylesheet = await combineStylesheets(shellDist, stylesheetUrls(snapshot.headTags, `${shell.url}${route}`));
      const html = rewriteOrigins(assemblePage(template, { ...snapshot, stylesheet }), toPublic);
      const leftover = [...served].find((origin) => html.includes(origin));
      if (leftover) throw new Error(`${route}: the page still refers to the private origin ${leftover}`);
      const file = join(shellDist, routeFile(route));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, html);
      log(`  prerendered ${route} (${Math.round(html.length / 1024)} KB)`);
    };
    // A few pages at a time: most of a page's time is spent waiting on its remotes.
    const queue = [...routes];
    const worker = async () => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) await renderRoute(route);
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    await context.close();
  } finally {
    await browser.close();
    await Promise.all([shell, ...remotes].map((server) => server.close()));
  }
  return routes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name) => {
    const index = process.argv.indexOf(name);
    return index === -1 ? undefined : process.argv[index + 1];
  };
  const remotesFile = option('--remotes');
  const started = Date.now();
  const routes = await prerenderSite({
    distFolder: option('--dist') ?? 'dist',
    publicRemotes: remotesFile ? JSON.parse(await readFile(remotesFile, 'utf8')) : undefined,
  });
  console.log(`  ${routes.length} routes prerendered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
