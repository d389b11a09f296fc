/** Set on `<html>` while a smooth scroll runs: see `.render-near-viewport` in global.css. */
export const renderAllAttribute = 'data-render-all';

/** Longer than any smooth scroll: a scroll that needs no movement fires no `scrollend`. */
const longestScrollMs = 3000;

/**
 * Scrolls smoothly until `target` is at the top of the viewport. A smooth scroll fixes its
 * destination when it starts, so bands that wait for the viewport to render (and would grow from
 * their placeholder size as it passes them) are rendered for its duration: it stops where the
 * target really is.
 */
export function scrollSmoothlyTo(target: Element) {
  const root = document.documentElement;
  root.setAttribute(renderAllAttribute, '');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const done = () => {
    clearTimeout(timer);
    removeEventListener('scrollend', done);
    root.removeAttribute(renderAllAttribute);
  };
  addEventListener('scrollend', done, { once: true });
  timer = setTimeout(done, longestScrollMs);
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
