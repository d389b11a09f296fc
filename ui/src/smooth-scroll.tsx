/** Set on `<html>` while a smooth scroll runs: see `.render-near-viewport` in global.css. */
export const renderAllAttribute = 'data-render-all';

/** Longer than any smooth scroll: a scroll that needs no movement fires no `scrollend`. */
const longestScrollMs = 3000;

/** What waits for the smooth scroll under way to end; null while none runs. */
let whenEnded: (() => void)[] | null = null;

/**
 * Runs `act` once the smooth scroll under way has ended, or at once if none runs. A scroll into
 * view (focus without `preventScroll`) made while Chromium's smooth scroll is still moving can
 * land far from where either meant to go (measured: the page's very end).
 */
export function whenScrollSettles(act: () => void) {
  if (whenEnded) whenEnded.push(act);
  else act();
}

/**
 * Scrolls smoothly until `target` is at the top of the viewport. A smooth scroll fixes its
 * destination when it starts, so bands that wait for the viewport to render (and would grow from
 * their placeholder size as it passes them) are rendered for its duration: it stops where the
 * target really is.
 */
export function scrollSmoothlyTo(target: Element) {
  const root = document.documentElement;
  root.setAttribute(renderAllAttribute, '');
  whenEnded ??= [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const done = () => {
    clearTimeout(timer);
    removeEventListener('scrollend', done);
    root.removeAttribute(renderAllAttribute);
    const waiting = whenEnded;
    whenEnded = null;
    waiting?.forEach((act) => act());
  };
  addEventListener('scrollend', done, { once: true });
  timer = setTimeout(done, longestScrollMs);
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
