/**
 * Makes everything outside an open modal inert (no focus, no pointer, out of the accessibility
 * tree in browsers; `aria-modal` covers older assistive technology). Returns the undo.
 */
export function inertBackground(modalRoot: Element): () => void {
  const changed = Array.from(document.body.children).filter(
    (element) => !element.contains(modalRoot) && !element.hasAttribute('inert'),
  );
  for (const element of changed) {
    element.setAttribute('inert', '');
  }
  return () => {
    for (const element of changed) {
      element.removeAttribute('inert');
    }
  };
}
