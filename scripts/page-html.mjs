// Pure pieces of the render step (scripts/render-pages.mjs): which routes get a page, where each
// page is written, which files of a remote a page needs, and how a rendered page becomes HTML
// around the shell's scripts.
import { headScript } from '../shell/src/hydration/head-script.mjs';

/**
 * The routes rendered at build time: the paths the sitemap lists (the 22 static, indexable routes).
 * @param {string} sitemapXml
 * @returns {string[]}
 */
export function routesFromSitemap(sitemapXml) {
  return [...sitemapXml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

/**
 * Where a route's page goes inside the shell's dist folder: `/` → `index.html`,
 * `/healthcare` → `healthcare/index.html`.
 * @param {string} route
 */
export function routeFile(route) {
  const segments = route.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '.' || segment === '..')) throw new Error(`Not a route: ${route}`);
  return [...segments, 'index.html'].join('/');
}

/** The root element as the bundler writes it; a rendered page never has an empty root. */
const emptyRoot = '<div id="root"></div>';

/** @param {string} html */
export const isPageTemplate = (html) => html.includes(emptyRoot);

/**
 * @typedef {object} RemoteManifest the parts of a remote's `mf-manifest.json` the render step reads
 * @property {{ buildInfo: { buildVersion: string }, remoteEntry: { name: string, path: string } }} metaData
 * @property {{ name: string, assets: Assets }[]} exposes
 * @property {{ name: string, assets: Assets }[]} shared
 */

/** @typedef {{ js: { sync: string[], async: string[] }, css: { sync: string[], async: string[] } }} Assets */

/** Chunks named for an exposed module (`__federation_expose_home_page`) belong to that module. */
const isOtherExposesChunk = (/** @type {string} */ path, /** @type {string} */ expose) =>
  path.includes('__federation_expose_') && !path.includes(`__federation_expose_${expose.replaceAll('-', '_')}.`);

/**
 * The address of `path` on a remote's public origin, whether or not the origin ends in a slash.
 * @param {string} origin
 * @param {string} path
 */
export const onOrigin = (origin, path) => `${origin.replace(/\/$/, '')}/${path}`;

/**
 * What a page that used `expose` of a remote links: its stylesheets (those of its own chunks and
 * of the widgets it loads, so nothing rendered on the server paints unstyled; the manifest also
 * lists the other exposed modules' stylesheets among a module's async ones, and those are left
 * out, as are the remote's own copies of shared modules: the shell provides those, the global
 * styles included) and its scripts to preload (the remote entry and the module's own chunks), as
 * URLs on the remote's public origin.
 * @param {RemoteManifest} manifest
 * @param {string} expose the exposed module's name, for example `home-page`
 * @param {string} origin
 */
export function exposeAssets(manifest, expose, origin) {
  const found = manifest.exposes.find((candidate) => candidate.name === expose);
  if (!found) throw new Error(`${manifest.metaData.buildInfo.buildVersion}: no exposed module "${expose}"`);
  const { remoteEntry } = manifest.metaData;
  const entry = `${remoteEntry.path}${remoteEntry.name}`;
  // A remote's code addresses its files from its entry's folder (`static/js/../../static/css/…`).
  const entryFolder = entry.split('/').slice(0, -1);
  const fromEntry = onOrigin(origin, `${entryFolder.map((folder) => `${folder}/`).join('')}${'../'.repeat(entryFolder.length)}`);
  const sharedCopies = new Set(manifest.shared.flatMap(({ assets }) => [...assets.css.sync, ...assets.css.async]));
  return {
    stylesheets: [...found.assets.css.sync, ...found.assets.css.async]
      .filter((path) => !isOtherExposesChunk(path, expose) && !sharedCopies.has(path))
      .map((path) => ({ href: onOrigin(origin, path), loaderHref: `${fromEntry}${path}` })),
    scripts: [entry, ...found.assets.js.sync].map((path) => onOrigin(origin, path)),
  };
}

/**
 * The scripts of a remote's own copies of the shared modules the shell does not provide (jotai, the
 * session atoms), on the remote's public origin. A page made in the browser loads only the shell
 * and that remote, so these are the copies the federation runtime takes once the page's module asks
 * for them; preloaded with the module, they do not wait for its code to run first.
 * @param {RemoteManifest} manifest
 * @param {Set<string>} sharedByShell the names of the shared modules the shell's build provides
 * @param {string} origin
 */
export function remoteOnlySharedScripts(manifest, sharedByShell, origin) {
  const paths = manifest.shared.filter(({ name }) => !sharedByShell.has(name)).flatMap(({ assets }) => assets.js.sync);
  return [...new Set(paths)].map((path) => onOrigin(origin, path));
}

/** @param {string} text */
const escapeText = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** @param {string} value */
const escapeAttribute = (value) => escapeText(value).replaceAll('"', '&quot;');

/**
 * @typedef {object} PageHead
 * @property {string} title
 * @property {string} description
 * @property {boolean} [noindex]
 * @property {string} [url] the page's public address (canonical and og:url)
 * @property {string} [stylesheet] one stylesheet with the rules of all of `stylesheets`, linked instead of them
 * @property {Stylesheet[]} [stylesheets] in the order they apply
 * @property {string[]} [scripts] to preload
 * @property {string[]} [fetches] to preload as the page's code fetches them (`fetch(url)`)
 * @property {'low'} [preloadPriority] `low` where the page paints from its HTML: the code that
 *   hydrates it then never competes with its stylesheet for the network
 * @property {object} [record] what the shell reads before hydrating (shell/src/hydration/server-render.ts)
 */

/**
 * @typedef {object} Stylesheet
 * @property {string} href its address
 * @property {string} [loaderHref] the address as the code that loads it writes it, where that
 *   differs (a remote's style loader writes `…/static/js/../../static/css/…`)
 */

/**
 * The page's stylesheets. With a combined `stylesheet`, each of the others is named by an empty
 * `<style data-href>`: a module's style loader looks for a link or such a style element with the
 * address it would load before adding one (and the federation runtime's preloading skips them:
 * federation/src/runtime/site-runtime-plugin.ts), so it takes them as loaded (they are, in the combined file) and
 * nothing is fetched or applied twice once the page's code arrives. (Disabled links would do the
 * same, but Chromium holds the first paint back for them.)
 * @param {string | undefined} stylesheet
 * @param {Stylesheet[]} stylesheets
 */
function stylesheetLinks(stylesheet, stylesheets) {
  if (!stylesheet) return stylesheets.map(({ href }) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`);
  const named = (/** @type {Stylesheet} */ { href, loaderHref = href }) => `<style data-href="${escapeAttribute(loaderHref)}"></style>`;
  return [`<link rel="stylesheet" href="${escapeAttribute(stylesheet)}">`, ...stylesheets.map(named)];
}

/** @param {PageHead} head */
function headTags({ description, title, noindex = false, url, stylesheet, stylesheets = [], scripts = [], fetches = [], preloadPriority, record }) {
  const meta = (/** @type {string} */ attribute, /** @type {string} */ key, /** @type {string} */ content) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`;
  return [
    // First: it acts from the first paint (holds presses, notes link clicks), and a stylesheet before it would hold it back.
    `<script>${headScript}</script>`,
    meta('name', 'description', description),
    meta('name', 'robots', noindex ? 'noindex, nofollow' : 'index, follow'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:type', 'website'),
    ...(url ? [meta('property', 'og:url', url), `<link rel="canonical" href="${escapeAttribute(url)}">`] : []),
    ...stylesheetLinks(stylesheet, stylesheets),
    ...scripts.map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}"${preloadPriority ? ` fetchpriority="${preloadPriority}"` : ''}>`),
    ...fetches.map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(href)}">`),
    // JSON in a script element: `<` escaped, so no value can close it.
    ...(record ? [`<script type="application/json" id="server-render">${JSON.stringify(record).replaceAll('<', '\\u003c')}</script>`] : []),
  ];
}

/**
 * The shell's page as the bundler wrote it (`template`), with the page's title, head tags and
 * the server's markup in its root. The shell's own scripts stay as they are.
 * @param {string} template
 * @param {PageHead & { rootHtml: string }} page
 */
export function assemblePage(template, { rootHtml, ...head }) {
  if (template.split(emptyRoot).length !== 2) throw new Error(`The template needs exactly one ${emptyRoot}`);
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error('The template has no <title>');
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(head.title)}</title>`)
    .replace('</head>', () => `${headTags(head).join('')}</head>`)
    .replace(emptyRoot, () => `<div id="root">${rootHtml}</div>`);
}
