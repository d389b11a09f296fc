/** Set by scripts/prerender.mjs on the root element of a page it wrote. */
export const prerenderedAttribute = 'data-prerendered';

export const isPrerendered = (root: HTMLElement) => root.hasAttribute(prerenderedAttribute);

/**
 * While the app loads, the prerendered markup stays on screen but takes no input and is hidden
 * from assistive technology: its buttons and fields do nothing until the app takes over. Without
 * scripts the attributes are never set, so the page stays readable and its links work.
 */
export function holdStaticPage(root: HTMLElement) {
  root.toggleAttribute('inert', true);
  root.setAttribute('aria-hidden', 'true');
}

/** Gives the prerendered markup back to the visitor, e.g. when the app cannot load. */
export function releaseStaticPage(root: HTMLElement) {
  root.removeAttribute('inert');
  root.removeAttribute('aria-hidden');
}
