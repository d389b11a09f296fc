// Runs in the head of a prerendered page (scripts/prerender.mjs puts it right after the app's
// entry script) and holds the page from the moment the parser creates its root: the markup shows
// but takes no input and is hidden from assistive technology until the app takes over. The shell
// cannot do this itself: its script runs after the first style pass, and changing these attributes
// then restyles the whole page. If the app's script fails to load, the page is given back.
// Without scripts none of this happens: the page stays readable and its links work.
(() => {
  const appScript = document.currentScript.previousElementSibling;

  // Mutation records are delivered before the browser styles or paints what the parser added.
  const watch = new MutationObserver(() => {
    const root = document.getElementById('root');
    if (!root) return;
    watch.disconnect();
    root.inert = true;
    root.setAttribute('aria-hidden', 'true');
    appScript?.addEventListener('error', () => {
      root.inert = false;
      root.removeAttribute('aria-hidden');
    });
  });
  watch.observe(document, { childList: true, subtree: true });
})();
