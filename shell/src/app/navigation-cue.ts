/**
 * Tells that a navigation is under way while the page it goes to loads (the page being left stays
 * on screen meanwhile, see history-of-ready-pages.ts): `aria-busy` on the main region for assistive
 * technology, and with it a bar along the top of the window (app.module.css), which shows only
 * after a moment, so a quick navigation shows nothing. The attribute is not one React renders.
 */
export function showNavigationPending(pending: boolean) {
  const main = document.getElementById('main');
  if (pending) main?.setAttribute('aria-busy', 'true');
  else main?.removeAttribute('aria-busy');
}
