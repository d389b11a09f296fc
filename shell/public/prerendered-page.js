// The loader of a prerendered page (scripts/prerender.mjs puts it in the head, in place of the
// app's entry script, which the head preloads):
// - it holds the page from the moment the parser creates the root: the markup shows but takes no
//   input and is hidden from assistive technology until the app takes over. Setting this before
//   the first style pass matters: changing it later restyles the whole page.
// - it starts the app only after the page has painted, so the visitor reads the page while the
//   app's scripts run. The `load` event is the fallback for a page whose animation frames never
//   come (a background tab, a paused test clock).
// Without scripts none of this happens: the page stays readable and its links work.
(() => {
  const appSrc = document.currentScript.dataset.app;

  const startApp = (root) => {
    const app = document.createElement('script');
    app.src = appSrc;
    app.onerror = () => {
      root.inert = false;
      root.removeAttribute('aria-hidden');
    };
    document.head.append(app);
  };

  const holdAndStart = (root) => {
    root.inert = true;
    root.setAttribute('aria-hidden', 'true');
    let started = false;
    const startOnce = () => {
      if (started) return;
      started = true;
      startApp(root);
    };
    requestAnimationFrame(() => setTimeout(startOnce));
    addEventListener('load', startOnce, { once: true });
  };

  // Mutation records are delivered before the browser styles or paints what the parser added.
  const watch = new MutationObserver(() => {
    const root = document.getElementById('root');
    if (!root) return;
    watch.disconnect();
    holdAndStart(root);
  });
  watch.observe(document, { childList: true, subtree: true });
})();
