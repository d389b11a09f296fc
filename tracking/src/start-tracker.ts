import { flushForExit, startSending, stopSending, track } from '@salesiq/tracking/tracker';
import { describeClick } from './click-target';
import { isTrackingAllowed } from '@salesiq/shared-data/visit/privacy';
import { scrollPercent } from './scroll-percent';

export const SCROLL_DEBOUNCE_MS = 1000;

type Listener = [
  target: EventTarget,
  type: string,
  listener: EventListener,
  options?: AddEventListenerOptions,
];

let stopTracker: (() => void) | null = null;

function globalListeners(): { listeners: Listener[]; cancelPending: () => void } {
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    clearTimeout(scrollTimer);
    scrollTimer = setTimeout(() => {
      const { scrollHeight } = document.documentElement;
      const percent = scrollPercent(window.scrollY, scrollHeight, window.innerHeight);
      track({ type: 'scroll', data: { scroll_percent: percent } });
    }, SCROLL_DEBOUNCE_MS);
  };
  const onClick = (event: Event) => {
    // Programmatic clicks (mail drafts, file downloads) are not visitor actions.
    if (!event.isTrusted) return;
    const click = describeClick(event.target);
    if (click) track(click);
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') flushForExit();
  };
  return {
    listeners: [
      [window, 'focus', () => track({ type: 'page_focus' })],
      [window, 'blur', () => track({ type: 'page_blur' })],
      [window, 'scroll', onScroll, { passive: true }],
      // On the window, the first stop of a click's capture phase: it sees the visitor's click
      // before anything on the document can stop it (the shell holds a click on a part not
      // hydrated yet, and replays it later as a script's click, which is not recorded).
      [window, 'click', onClick, { capture: true }],
      [window, 'pagehide', flushForExit],
      [document, 'visibilitychange', onVisibilityChange],
    ],
    cancelPending: () => clearTimeout(scrollTimer),
  };
}

/**
 * Starts the page's one tracker: the shell calls it once; remotes never add global listeners.
 * A second call returns the running tracker's stop function. Page views come from the router
 * through `reportPageView()`. Under Global Privacy Control no listener is attached.
 */
export function startTracker(): () => void {
  if (stopTracker) return stopTracker;
  const { listeners, cancelPending } = isTrackingAllowed()
    ? globalListeners()
    : { listeners: [], cancelPending: () => {} };
  for (const [target, type, listener, options] of listeners) {
    target.addEventListener(type, listener, options);
  }
  startSending();
  const stop = () => {
    for (const [target, type, listener, options] of listeners) {
      target.removeEventListener(type, listener, options);
    }
    cancelPending();
    stopSending();
    stopTracker = null;
  };
  stopTracker = stop;
  return stop;
}
