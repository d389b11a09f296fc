// The render step (shell/docs/server-rendering.md), run after the build: renders every route the
// shell's sitemap lists with React in Node, from the shell's server build and each remote's
// server build (loaded through the federation runtime), and writes the HTML the browser
// hydrates into the shell's dist folder (`index.html` for `/`, `healthcare/index.html` for
// `/healthcare`, `404.html` for any other path). Pages made in the browser from the visitor's
// session (result pages) get the site's frame, hydrated like the others, with their modules
// preloaded. No browser takes part.
//   node scripts/render-pages.mjs [--dist dist] [--shell folder] [--remotes origins.json] [--remote-builds builds.json]
// --shell: the folder holding the shell's builds (`dist/` and `dist-server/`; default: this
// checkout's shell/, or `$BUILD_ROOT/shell/`: tooling/build-folders.mjs); the pages are written into its `dist/`. --remotes: where the remotes are
// deployed ({ "landing": "https://…" }), for the links in the pages (default: the local origins).
// --remote-builds: the folders holding each remote's builds (`dist/` and `dist-server/`; default:
// this checkout's, or under BUILD_ROOT). A remote's deploy runs this with the shell's deployed build and the remotes'
// deployed builds: nothing is rebuilt, no source is needed.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { appBuildFolder } from '../tooling/build-folders.mjs';
import { localOrigin, remoteNames } from '../tooling/ports.mjs';
import { assemblePage, exposeAssets, isPageTemplate, onOrigin, remoteOnlySharedScripts, routeFile, routesFromSitemap } from './page-html.mjs';
import { resultFrameFile, templateFile } from './shell-pages.mjs';
import { notFoundFile } from './static-server.mjs';

/** @typedef {import('./page-html.mjs').RemoteManifest} RemoteManifest */
/** @typedef {import('./page-html.mjs').Stylesheet} Stylesheet */
/**
 * @typedef {(path: string, options?: { frameOnly?: boolean }) =>
 *   Promise<{ html: string, meta: { title: string, description: string, noindex?: boolean }, url: string, route: string }>} RenderPage
 *   the shell's server build (shell/src/server.ts), loaded with `require`
 */

/**
 * The pages made in the browser (they read the visitor's session): the file each is served from
 * (scripts/static-server.mjs), a path of that kind to render its frame at, and the module it will
 * load, preloaded by its frame.
 */
const browserPages = [
  { file: resultFrameFile('salesiq-guide'), path: '/salesiq-guide/page/frame', module: 'guide/guide-result-page' },
  { file: resultFrameFile('generate-bot-script'), path: '/generate-bot-script/page/frame', module: 'generator/script-page' },
];

/** @param {string} shellDist */
async function pageTemplate(shellDist) {
  const index = await readFile(join(shellDist, 'index.html'), 'utf8');
  if (isPageTemplate(index)) {
    await writeFile(join(shellDist, templateFile), index);
    return index;
  }
  const kept = await readFile(join(shellDist, templateFile), 'utf8').catch(() => null);
  if (kept === null || !isPageTemplate(kept)) throw new Error(`${shellDist} has rendered pages but no ${templateFile}: rebuild the shell`);
  return kept;
}

/**
 * The shell's stylesheets (all of them: the site's frame and shared styles), global styles first.
 * @param {string} shellDist
 * @returns {Promise<Stylesheet[]>}
 */
async function shellStylesheets(shellDist) {
  const folder = join(shellDist, 'static/css/async');
  const files = (await readdir(folder).catch(() => [])).filter((file) => file.endsWith('.css'));
  files.sort((a, b) => Number(b.startsWith('shared-workspace')) - Number(a.startsWith('shared-workspace')) || a.localeCompare(b));
  return files.map((file) => ({ href: `/static/css/async/${file}` }));
}

/**
 * The industry copy of `/healthcare` is a chunk of its own (`industry-healthcare`), loaded by the
 * page module: preloaded with the page. Looked up in the container's manifest (the remote's
 * standalone build writes chunks of the same name beside it).
 * @param {RemoteManifest} manifest
 * @param {string} route
 * @param {string} origin
 */
function contentChunk(manifest, route, origin) {
  const name = `/industry-${route.slice(1)}.`;
  const chunk = manifest.exposes.flatMap((expose) => expose.assets.js.async).find((path) => path.includes(name));
  return chunk ? [onOrigin(origin, chunk)] : [];
}

/**
 * @param {string} name a remote's name as a module id (`landing/home-page`) or a page names it
 * @returns {import('../tooling/ports.mjs').RemoteName}
 */
function remoteNamed(name) {
  const remote = remoteNames.find((candidate) => candidate === name);
  if (!remote) throw new Error(`${name} is no remote of the site`);
  return remote;
}

/**
 * The shell's own code that starts the site after its entry (React, the router, the app), on the
 * shell's origin: a page made in the browser has nothing to show before it runs, so it preloads it
 * with its module instead of finding it only once the entry has run.
 * @param {string} shellDist
 */
async function shellChunks(shellDist) {
  const files = await readdir(join(shellDist, 'static/js/async'));
  return files.filter((file) => file.endsWith('.js')).map((file) => `/static/js/async/${file}`);
}

/**
 * The names of the shared modules the shell's build provides.
 * @param {string} shellDist
 * @returns {Promise<Set<string>>}
 */
async function sharedByShell(shellDist) {
  /** @type {RemoteManifest} */
  const manifest = JSON.parse(await readFile(join(shellDist, 'mf-manifest.json'), 'utf8'));
  return new Set(manifest.shared.map(({ name }) => name));
}

/** @param {Stylesheet[]} stylesheets */
const uniqueStylesheets = (stylesheets) => [...new Map(stylesheets.map((stylesheet) => [stylesheet.href, stylesheet])).values()];

/** Where the render step writes each page's combined stylesheet, on the shell's origin. */
const combinedStylesheets = 'static/css/pages';

/**
 * @param {{ distFolder?: string, shellBuild?: string, publicRemotes?: Record<string, string>,
 *   remoteBuilds?: Record<string, string>, log?: (line: string) => void }} [options]
 * @returns {Promise<string[]>} the routes written
 */
async function renderSite({
  distFolder = 'dist',
  shellBuild = appBuildFolder('shell'),
  publicRemotes = {},
  remoteBuilds = {},
  log = (line) => console.log(line),
} = {}) {
  const shellDist = join(shellBuild, distFolder);
  const monolith = distFolder !== 'dist';
  const serverFolder = `${distFolder}-server`;
  const origin = (/** @type {string} */ remote) => publicRemotes[remote] ?? localOrigin(remoteNamed(remote));
  const buildFolder = (/** @type {string} */ remote) => remoteBuilds[remote] ?? appBuildFolder(remote);

  const template = await pageTemplate(shellDist);
  const routes = routesFromSitemap(await readFile(join(shellDist, 'sitemap.xml'), 'utf8'));
  /** @type {Partial<Record<string, RemoteManifest>>} */
  const manifests = monolith
    ? {}
    : Object.fromEntries(
        await Promise.all(remoteNames.map(async (remote) => [remote, JSON.parse(await readFile(join(buildFolder(remote), 'dist/mf-manifest.json'), 'utf8'))])),
      );

  globalThis.__SALESIQ_SERVER_REMOTES__ = Object.fromEntries(remoteNames.map((remote) => [remote, join(buildFolder(remote), 'dist-server')]));
  const shellServer = join(shellBuild, serverFolder, 'index.js');
  /** @param {string} remote */
  const manifestOf = (remote) => {
    const manifest = manifests[remote];
    if (!manifest) throw new Error(`No manifest of ${remote}: the monolithic build loads no remote`);
    return manifest;
  };

  /** @type {{ renderPage: RenderPage }} */
  const { renderPage } = createRequire(shellServer)(shellServer);
  const stylesheets = await shellStylesheets(shellDist);
  await rm(join(shellDist, combinedStylesheets), { recursive: true, force: true });

  /**
   * The file behind a stylesheet address of the shell (`/static/…`) or of a remote (its origin).
   * @param {string} href
   */
  const stylesheetFile = (href) => {
    if (href.startsWith('/')) return join(shellDist, href);
    const url = new URL(href);
    const remote = remoteNames.find((name) => new URL(origin(name)).origin === url.origin);
    if (!remote) throw new Error(`${href} is on no origin of the site`);
    return join(buildFolder(remote), 'dist', url.pathname);
  };

  /**
   * One stylesheet, content-named, on the shell's origin with the rules of `sheets` in order: a page
   * that waits for one stylesheet paints sooner than one waiting for five on three origins.
   * @param {Stylesheet[]} sheets
   */
  const combine = async (sheets) => {
    const css = (await Promise.all(sheets.map(({ href }) => readFile(stylesheetFile(href), 'utf8')))).join('\n');
    const file = `${combinedStylesheets}/${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
    await mkdir(join(shellDist, combinedStylesheets), { recursive: true });
    await writeFile(join(shellDist, file), css);
    return `/${file}`;
  };

  /**
   * The files and builds of the remote modules `ids` (`landing/home-page`), the page's own module
   * first: every module's stylesheets are linked, only the page module's scripts are preloaded
   * (the modules inside it are sections whose code loads late).
   * @param {string[]} ids
   */
  const remoteModules = (ids) => {
    const modules = ids.map((id) => {
      const [remote = '', expose = ''] = id.split('/');
      return { remote, ...exposeAssets(manifestOf(remote), expose, origin(remote)) };
    });
    return {
      remotes: Object.fromEntries(modules.map(({ remote }) => [remote, manifestOf(remote).metaData.buildInfo.buildVersion])),
      stylesheets: uniqueStylesheets([...stylesheets, ...modules.flatMap((module) => module.stylesheets)]),
      scripts: modules[0]?.scripts ?? [],
    };
  };

  /**
   * Renders `path`, noting the remote modules it uses.
   * @param {string} path
   * @param {{ frameOnly?: boolean }} [options]
   */
  const render = async (path, options) => {
    const used = (globalThis.__SALESIQ_SERVER_MODULES__ = new Set());
    const page = await renderPage(path, options);
    return { ...page, ...remoteModules([...used]) };
  };

  /**
   * @param {string} file
   * @param {string} html
   */
  const write = async (file, html) => {
    await mkdir(dirname(join(shellDist, file)), { recursive: true });
    await writeFile(join(shellDist, file), html);
    log(`  rendered ${file} (${Math.round(html.length / 1024)} KB)`);
  };

  // One page at a time: the record of the remote modules a page used is global.
  for (const route of routes) {
    const page = await render(route);
    const industryChunk = page.remotes.industries ? contentChunk(manifestOf('industries'), route, origin('industries')) : [];
    const html = assemblePage(template, {
      ...page.meta,
      url: page.url,
      rootHtml: page.html,
      stylesheet: await combine(page.stylesheets),
      stylesheets: page.stylesheets,
      scripts: [...page.scripts, ...industryChunk],
      preloadPriority: 'low',
      record: { remotes: page.remotes, route: page.route },
    });
    await write(routeFile(route), html);
  }
  /**
   * What a page made in the browser needs before it shows anything, preloaded together so none of
   * it waits for what loads before it: the shell's start-up code, the remote origins, the remote's
   * manifest, entry and module, and the remote's copies of what the shell does not share.
   */
  const startUpChunks = monolith ? [] : await shellChunks(shellDist);
  const shellShares = monolith ? new Set() : await sharedByShell(shellDist);
  /** @param {string} module */
  const startUp = (module) => {
    const remote = module.split('/')[0] ?? '';
    const { stylesheets: moduleStylesheets, scripts } = remoteModules([module]);
    return {
      stylesheets: moduleStylesheets,
      scripts: [...startUpChunks, ...scripts, ...remoteOnlySharedScripts(manifestOf(remote), shellShares, origin(remote))],
      fetches: ['/remotes.json', onOrigin(origin(remote), 'mf-manifest.json')],
    };
  };
  for (const { file, path, module } of browserPages) {
    const frame = await render(path, { frameOnly: true });
    const { stylesheets: pageStylesheets, scripts, fetches } = monolith ? { ...frame, fetches: [] } : startUp(module);
    const stylesheet = await combine(pageStylesheets);
    await write(
      file,
      assemblePage(template, {
        ...frame.meta,
        rootHtml: frame.html,
        stylesheet,
        stylesheets: pageStylesheets,
        scripts,
        fetches,
        record: { remotes: {}, route: frame.route, frameOnly: true },
      }),
    );
  }
  // Any path that is no page of the site: the shell's own not-found page, hydrated like the others.
  const notFound = await render('/page-not-found');
  await write(
    notFoundFile,
    assemblePage(template, {
      ...notFound.meta,
      rootHtml: notFound.html,
      stylesheet: await combine(notFound.stylesheets),
      stylesheets: notFound.stylesheets,
      record: { remotes: {}, route: notFound.route },
    }),
  );
  return routes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  /** @param {string} name */
  const option = (name) => {
    const index = process.argv.indexOf(name);
    return index === -1 ? undefined : process.argv[index + 1];
  };
  /** @param {string | undefined} file */
  const readJson = async (file) => (file ? JSON.parse(await readFile(file, 'utf8')) : undefined);
  const started = Date.now();
  const routes = await renderSite({
    distFolder: option('--dist') ?? 'dist',
    shellBuild: option('--shell'),
    publicRemotes: await readJson(option('--remotes')),
    remoteBuilds: await readJson(option('--remote-builds')),
  });
  console.log(`  ${routes.length} routes rendered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // The federation runtime keeps handles open in Node.
  process.exit(0);
}
