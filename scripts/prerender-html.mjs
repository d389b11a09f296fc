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
 */

/** @param {string} text */
const escapeText = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const hrefOf = (/** @type {string} */ tag) => /\shref="([^"]*)"/.exec(tag)?.[1];

/**
 * The shell's plain page (`template`, as the bundler wrote it) with the snapshot's title, head tags
 * and markup filled in. The shell's scripts stay, so the app takes the page over when they run.
 * @param {string} template
 * @param {Snapshot} snapshot
 */
export function assemblePage(template, { title, headTags, rootHtml }) {
  if (isPrerendered(template)) throw new Error('The template is already a prerendered page');
  const emptyRoot = '<div id="root"></div>';
  if (template.split(emptyRoot).length !== 2) throw new Error(`The template needs exactly one ${emptyRoot}`);
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error('The template has no <title>');

  const templateHrefs = new Set([...template.matchAll(/<link\b[^>]*>/g)].map((match) => hrefOf(match[0])));
  const newTags = headTags.filter((tag) => !tag.startsWith('<title') && !(tag.startsWith('<link') && templateHrefs.has(hrefOf(tag))));
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
    .replace('</head>', () => `${newTags.join('')}</head>`)
    .replace(emptyRoot, () => `<div id="root" ${prerenderedAttribute}="">${rootHtml}</div>`);
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
