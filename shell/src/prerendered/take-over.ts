import { releaseStaticPage } from './static-page';

/** True once the route's page has rendered and nothing in it waits on a loading placeholder. */
export function isReadyToShow(container: Element): boolean {
  return Boolean(container.querySelector('main > *')) && !container.querySelector('[aria-busy="true"]');
}

/**
 * Renders the app beside a prerendered page instead of over it: the returned container stays
 * hidden while the app loads its remotes, and replaces the page in the same task as the app's
 * page renders, before the browser paints, so the visitor never sees a loading skeleton and
 * nothing moves. If that takes longer than `releaseAfterMs`, the static page's links start working.
 */
export function takeOverStaticPage(staticRoot: HTMLElement, { releaseAfterMs = 8000 } = {}): HTMLElement {
  const live = document.createElement('div');
  live.hidden = true;
  staticRoot.after(live);

  const release = setTimeout(() => releaseStaticPage(staticRoot), releaseAfterMs);
  const observer = new MutationObserver(() => {
    if (!isReadyToShow(live)) return;
    observer.disconnect();
    clearTimeout(release);
    staticRoot.remove();
    live.id = staticRoot.id;
    live.hidden = false;
  });
  observer.observe(live, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  return live;
}
