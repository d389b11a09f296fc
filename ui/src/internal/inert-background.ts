/**
 * Hides everything outside an open modal from assistive technology and from the pointer and
 * keyboard (`inert` + `aria-hidden` on the other children of <body>). Returns the undo.
 */
export function inertBackground(modalRoot: Element): () => void {
  const changed = Array.from(document.body.children).filter(
    (element) => !element.contains(modalRoot) && !element.hasAttribute('inert'),
  );
  for (const element of changed) {
    element.setAttribute('inert', '');
    element.setAttribute('aria-hidden', 'true');
  }
  return () => {
    for (const element of changed) {
      element.removeAttribute('inert');
      element.removeAttribute('aria-hidden');
    }
  };
}
