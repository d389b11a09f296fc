import { useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * Whether the component was rendered in the browser (a page reached by a navigation, or a remote
 * running alone), not hydrated from the server's HTML; fixed for the component's lifetime. Such a
 * render has no server markup to show while code loads, so what is deferred must come at once.
 */
export function useRenderedInBrowser(): boolean {
  const hydrating = useSyncExternalStore(subscribeToNothing, () => false, () => true);
  const [renderedInBrowser] = useState(!hydrating);
  return renderedInBrowser;
}
