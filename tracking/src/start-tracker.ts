import { flushForExit, startSending, stopSending, track } from '@salesiq/tracking/tracker';
import { isHumanInput, markClickRecorded } from '@salesiq/shared-data/human-input/replayed-input.mjs';
import { describeClick } from './click-target.mjs';
import { eventsBeforeTrackingKey, type NotedEvent, pageViewRecordedKey, takeEventsBeforeTracking } from './events-before-tracking.mjs';
import { isTrackingAllowed } from '@salesiq/shared-data/visit/privacy';
import { currentMoment, type PageMoment, type TrackedEvent } from './interaction-row';
import { scrollPercent } from './scroll-percent';

export const scrollDebounceMs = 1000;

type Listener = [
  target: EventTarget,
  type: string,
  listener: EventListener,
  options?: AddEventListenerOptions,
];

let stopTracker: (() => void) | null = null;

/**
 * Enter in a form's field makes the browser click the form's submit button for the visitor
 * (implicit submission, `detail` 0): they pressed a key in the field, not the button, and the
 * submission itself is recorded by the form. A button pressed from the keyboard has the focus, so
 * that press is still recorded as its click.
 */
function isImplicitSubmission(event: Event): boolean {
  // Only a form's buttons and inputs have a `form` and a `type`.
  const { form, type } = event.target as HTMLButtonElement;
  const focused = document.activeElement;
  return event.isTrusted && (event as MouseEvent).detail === 0 && type === 'submit' && focused !== event.target && form?.contains(focused) === true;
}

/** An event the page's head script noted, to record now. */
const fromNoted = ({ event, moment }: NotedEvent): TrackedEvent => ({ ...event, moment: { ...moment, time: new Date(moment.time) } });

/** `view`: the page's view as the head script noted it, recorded should the page go away before the site's router has recorded it. */
function globalListeners(view: NotedEvent | null): { listeners: Listener[]; cancelPending: () => void; catchUp: () => void } {
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * The last scroll not recorded yet, as it was then: by the time the pause ends the visitor may
   * be on another page (the route change's own scroll to the top comes in after the new address).
   */
  let pendingScroll: { moment: PageMoment; percent: number } | undefined;
  /** Where the visitor's last recorded scroll left the page they are on. */
  let lastRecorded: { url: string; percent: number } | undefined;
  const recordPendingScroll = () => {
    clearTimeout(scrollTimer);
    if (!pendingScroll) return;
    const { moment, percent } = pendingScroll;
    pendingScroll = undefined;
    // A scroll that ends where the page already was is not recorded: every page opens at its top,
    // so a new page's 0 % is the route change's own scroll to the top, not the visitor's.
    const from = lastRecorded?.url === moment.url ? lastRecorded.percent : 0;
    if (percent === from) return;
    lastRecorded = { url: moment.url, percent };
    track({ type: 'scroll', data: { scroll_percent: percent }, moment });
  };
  const onScroll = () => {
    const moment = currentMoment();
    // A scroll on another page: the one on the page the visitor left is complete.
    if (pendingScroll && pendingScroll.moment.url !== moment.url) recordPendingScroll();
    // Another page, or the same one visited again: it opened at its top.
    if (lastRecorded && lastRecorded.url !== moment.url) lastRecorded = undefined;
    clearTimeout(scrollTimer);
    const { scrollHeight } = document.documentElement;
    pendingScroll = { moment, percent: scrollPercent(window.scrollY, scrollHeight, window.innerHeight) };
    scrollTimer = setTimeout(recordPendingScroll, scrollDebounceMs);
  };
  const onExit = () => {
    recordPendingScroll();
    flushForExit();
  };
  const onPageHide = () => {
    if (view && Reflect.get(window, pageViewRecordedKey) !== true) {
      Reflect.set(window, pageViewRecordedKey, true);
      track(fromNoted(view));
    }
    onExit();
  };
  const onClick = (event: Event) => {
    // Programmatic clicks (mail drafts, file downloads) are not visitor actions.
    if (!isHumanInput(event) || isImplicitSubmission(event)) return;
    const click = describeClick(event.target);
    if (!click) return;
    track(click);
    markClickRecorded(event);
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') onExit();
  };
  return {
    listeners: [
      [window, 'focus', () => track({ type: 'page_focus' })],
      [window, 'blur', () => track({ type: 'page_blur' })],
      [window, 'scroll', onScroll, { passive: true }],
      // On the window, the first stop of a click's capture phase: it sees the visitor's click
      // before anything on the document can stop it (the shell holds a click on a part not
      // hydrated yet, and replays it later as a script's click, which is not recorded; a click
      // made before this listened is recorded at its replay, marked as the person's: human-input/replayed-input).
      [window, 'click', onClick, { capture: true }],
      [window, 'pagehide', onPageHide],
      [document, 'visibilitychange', onVisibilityChange],
    ],
    cancelPending: () => {
      clearTimeout(scrollTimer);
      pendingScroll = undefined;
    },
    // A visitor who scrolled before the tracker listened: their scroll counts from where it ended.
    catchUp: () => {
      if (window.scrollY > 0) onScroll();
    },
  };
}

/**
 * Starts the page's one tracker: the shell calls it once; remotes never add global listeners.
 * A second call returns the running tracker's stop function. Page views come from the router
 * through `reportPageView()` (and from the page's head script, for a page left before that). Under
 * Global Privacy Control no listener is attached.
 */
export function startTracker(): () => void {
  if (stopTracker) return stopTracker;
  // Taken under Global Privacy Control too, to stop the noting and clear what was noted (`track` drops it).
  const { events, view } = takeEventsBeforeTracking(window, eventsBeforeTrackingKey);
  const { listeners, cancelPending, catchUp } = isTrackingAllowed()
    ? globalListeners(view)
    : { listeners: [], cancelPending: () => {}, catchUp: () => {} };
  for (const [target, type, listener, options] of listeners) {
    target.addEventListener(type, listener, options);
  }
  for (const noted of events) track(fromNoted(noted));
  catchUp();
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
