/** Set by scripts/prerender.mjs on the root element of a page it wrote. */
export const prerenderedAttribute = 'data-prerendered';

export const isPrerendered = (root: HTMLElement) => root.hasAttribute(prerenderedAttribute);

/**
 * Gives the prerendered markup back to the visitor, e.g. when the app cannot load. Until then the
 * page loader (shell/public/prerendered-page.js) keeps it inert: readable, but taking no input.
 */
export function releaseStaticPage(root: HTMLElement) {
  root.removeAttribute('inert');
}
