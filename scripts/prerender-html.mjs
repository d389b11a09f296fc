// Pure pieces of the prerender step (scripts/prerender.mjs): which routes get a page, where each
// page is written, and how a rendered snapshot becomes a static HTML page around the shell's scripts.

/** Set on the shell's root element of a prerendered page; the shell takes such a page over. */
export const prerenderedAttribute = 'data-prerendered';

/**
 * The routes to prerender: the paths the sitemap lists (the 22 static, indexable routes).
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

/** @param {string} html */
export const isPrerendered = (html) => html.includes(`id="root" ${prerenderedAttribute}`);

/**
 * @typedef {object} Snapshot
 * @property {string} title the document title
 * @property {string[]} headTags outerHTML of the route's meta, canonical and stylesheet tags
 * @property {string} rootHtml innerHTML of the root element, loading placeholders and open dialogs removed
 * @property {string} [stylesheet] one stylesheet with the rules of all the page's stylesheets
 *   (see stylesheetUrls), linked instead of them
 */

/** @param {string} text */
const escapeText = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const hrefOf = (/** @type {string} */ tag) => /\shref="([^"]*)"/.exec(tag)?.[1];

const isStylesheetLink = (/** @type {string} */ tag) => tag.startsWith('<link') && /\srel="stylesheet"/.test(tag);

/**
 * The stylesheets a snapshot's head links, resolved against the page, each once, in document
 * order. The prerender step puts their rules into one file on the shell's origin: a page that
 * links one stylesheet paints sooner than one waiting on a dozen from two origins.
 * @param {string[]} headTags
 * @param {string} pageUrl
 */
export function stylesheetUrls(headTags, pageUrl) {
  const urls = headTags.filter(isStylesheetLink).map((tag) => new URL(hrefOf(tag) ?? '', pageUrl).href);
  return [...new Set(urls)];
}

/**
 * `headTags` with `stylesheet` linked first and every other stylesheet link disabled: a disabled
 * link is never fetched, and the app's style loaders, which look for a link with the same href
 * before adding one, take its rules as loaded (they are, in `stylesheet`), so nothing is fetched
 * or applied twice when the app takes over.
 * @param {string[]} headTags
 * @param {string} stylesheet
 */
function withCombinedStylesheet(headTags, stylesheet) {
  const disabled = headTags.filter(isStylesheetLink).map((tag) => `<link rel="stylesheet" href="${hrefOf(tag)}" disabled>`);
  return [`<link rel="stylesheet" href="${stylesheet}">`, ...disabled, ...headTags.filter((tag) => !isStylesheetLink(tag))];
}

const pageEndId = 'prerendered-page-end';

/** The script that holds a prerendered page and starts the app once it has painted (shell/public). */
export const pageLoaderPath = '/prerendered-page.js';

/**
 * The shell's plain page (`template`, as the bundler wrote it) with the snapshot's title, head tags
 * and markup filled in. In place of the app's entry script, the head preloads it and runs the page
 * loader, which holds the page and starts the app once the page has painted.
 * @param {string} template
 * @param {Snapshot} snapshot
 */
export function assemblePage(template, { title, headTags, rootHtml, stylesheet }) {
  if (isPrerendered(template)) throw new Error('The template is already a prerendered page');
  const emptyRoot = '<div id="root"></div>';
  if (template.split(emptyRoot).length !== 2) throw new Error(`The template needs exactly one ${emptyRoot}`);
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error('The template has no <title>');
  const [entry, ...otherEntries] = [...template.matchAll(/<script defer src="([^"]+)"><\/script>/g)];
  if (!entry || otherEntries.length > 0) throw new Error('The template needs exactly one deferred entry script');
  const [entryScript, entrySrc] = entry;

  const templateHrefs = new Set([...template.matchAll(/<link\b[^>]*>/g)].map((match) => hrefOf(match[0])));
  const pageTags = stylesheet ? withCombinedStylesheet(headTags, stylesheet) : headTags;
  const newTags = pageTags.filter((tag) => !tag.startsWith('<title') && !(tag.startsWith('<link') && templateHrefs.has(hrefOf(tag))));
  // The first paint waits for the whole page: a half-parsed page would paint, then move as the
  // rest of its markup arrives.
  const wholePage = `<link rel="expect" href="#${pageEndId}" blocking="render">`;
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
    .replace(entryScript, () => `${wholePage}<link rel="preload" as="script" href="${entrySrc}"><script src="${pageLoaderPath}" data-app="${entrySrc}"></script>`)
    .replace('</head>', () => `${newTags.join('')}</head>`)
    .replace(emptyRoot, () => `<div id="root" ${prerenderedAttribute}="">${rootHtml}<span id="${pageEndId}" hidden></span></div>`);
}

/**
 * Replaces the private origins the prerender step served the apps from with the origins the
 * site is served from (stylesheet links of remotes are absolute).
 * @param {string} text
 * @param {Record<string, string>} origins private origin → public origin
 */
export function rewriteOrigins(text, origins) {
  let result = text;
  for (const [from, to] of Object.entries(origins)) {
    // Not followed by a digit: http://localhost:4001 must not match inside http://localhost:40012.
    const pattern = new RegExp(`${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9])`, 'g');
    result = result.replace(pattern, () => to.replace(/\/$/, ''));
  }
  return result;
}
