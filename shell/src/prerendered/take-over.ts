import { releaseStaticPage } from './static-page';

/** True once the route's page has rendered and nothing in it waits on a loading placeholder. */
export function isReadyToShow(container: Element): boolean {
  return Boolean(container.querySelector('main > *')) && !container.querySelector('[aria-busy="true"]');
}

/**
 * Renders the app off the document instead of over a prerendered page: the returned container
 * stays detached while the app loads its remotes (so the page never holds two copies of any text
 * or field for scripts and tests to trip over), and replaces the page in the same task as the
 * app's page renders, before the browser paints, so the visitor never sees a loading skeleton and
 * nothing moves. If that takes longer than `releaseAfterMs`, the static page's links start working
 * (its buttons stay dead until the app arrives, so a busy device gets the app's time first).
 */
export function takeOverStaticPage(staticRoot: HTMLElement, { releaseAfterMs = 15_000 } = {}): HTMLElement {
  const live = document.createElement('div');

  const release = setTimeout(() => releaseStaticPage(staticRoot), releaseAfterMs);
  const observer = new MutationObserver(() => {
    if (!isReadyToShow(live)) return;
    observer.disconnect();
    clearTimeout(release);
    live.id = staticRoot.id;
    staticRoot.replaceWith(live);
  });
  observer.observe(live, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  return live;
}
