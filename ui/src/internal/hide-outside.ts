/** Elements of the body that render nothing a reader could reach. */
const unrendered = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'NOSCRIPT']);

/**
 * Marks every other child of the body `aria-hidden` while `element` (a child of the body) is
 * shown modally, and returns the undo. `showModal()` already takes the page behind out of the
 * browser's accessibility tree; this says so to whatever reads the DOM instead (older screen
 * readers, accessibility checkers, tests that find controls by role), as a modal before the
 * native dialog did. Ten lines for the one modal the site shows at a time, where a library such
 * as `aria-hidden` handles nested modals and shadow roots this site does not have.
 */
export function hideOutside(element: Element): () => void {
  const hidden: Element[] = [];
  for (const sibling of element.ownerDocument.body.children) {
    if (sibling === element || unrendered.has(sibling.tagName) || sibling.getAttribute('aria-hidden') === 'true') continue;
    sibling.setAttribute('aria-hidden', 'true');
    hidden.push(sibling);
  }
  return () => {
    for (const sibling of hidden) sibling.removeAttribute('aria-hidden');
  };
}
