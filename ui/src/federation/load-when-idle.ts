/**
 * A loader for a module below the fold: its markup comes with the server's HTML, its code once
 * the browser is idle (at most `timeoutMs` later), so the page's own start-up comes first. On the
 * server it loads at once, so the render waits for it.
 */
export function loadWhenIdle<T>(load: () => Promise<T>, timeoutMs = 2000): () => Promise<T> {
  return () =>
    typeof requestIdleCallback === 'undefined'
      ? load()
      : new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: timeoutMs })).then(load);
}
