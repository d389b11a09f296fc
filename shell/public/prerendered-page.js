// Runs in the head of a prerendered page, where scripts/prerender.mjs puts it in place of the app's
// entry script (which the head preloads, so it downloads alongside the page). It
// - holds the page from the moment the parser creates its root: the markup shows and can be read
//   but takes no input (`inert`) until the app takes over. The app cannot do this itself: set
//   after the first style pass, the attribute would restyle the whole page;
// - starts the app once the page has painted, so the visitor reads the page while the app starts
//   and none of the app's start-up delays the first paint. A page that cannot paint (a background
//   tab) starts the app at once, and a browser that holds the first frame back for reasons of its
//   own (a busy or headless compositor) holds the app back until 2 s into the visit at most;
// - gives the page back if the app's script cannot be loaded.
// Without scripts none of this happens: the page stays readable and its links work.
(() => {
  const appSrc = document.currentScript.dataset.app;
  let root = null;

  let started = false;
  const startApp = () => {
    if (started) return;
    started = true;
    const app = document.createElement('script');
    app.src = appSrc;
    app.addEventListener('error', () => {
      if (!root) return;
      root.inert = false;
    });
    document.head.append(app);
  };

  const latestStartMs = 2000;

  const startAfterFirstPaint = () => {
    if (document.visibilityState !== 'visible') return startApp();
    setTimeout(startApp, Math.max(0, latestStartMs - performance.now()));
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      return requestAnimationFrame(() => setTimeout(startApp));
    }
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      startApp();
    }).observe({ type: 'paint', buffered: true });
    // A page hidden before it painted never reports a paint.
    const startIfHidden = () => {
      if (document.visibilityState !== 'hidden') return;
      document.removeEventListener('visibilitychange', startIfHidden);
      startApp();
    };
    document.addEventListener('visibilitychange', startIfHidden);
  };

  // Mutation records are delivered before the browser styles or paints what the parser added.
  const watch = new MutationObserver(() => {
    root = document.getElementById('root');
    if (!root) return;
    watch.disconnect();
    root.inert = true;
  });
  watch.observe(document, { childList: true, subtree: true });
  startAfterFirstPaint();
})();
