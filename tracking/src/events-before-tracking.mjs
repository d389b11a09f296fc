// @ts-check
// What the tracker would record on a page before it has started there. A link to a page works
// without scripts: pressed before the page has started, it navigates at once, and the click (a
// grid card, SPEC "Clicking a card records a click event") and the view of the page it was made
// on would go unrecorded. A script inline in each rendered page's head (the shell's
// head-script.mjs) notes these clicks and the page's view from the first paint; the tracker takes
// them over when it starts (`takeEventsBeforeTracking`), and records the view itself should the
// page go away before the site's router has. Those of a page the visitor left before its tracker
// started wait in the tab's sessionStorage for the next page's tracker.
// Presses on buttons and other controls are not noted: the shell holds and replays them once
// their part has hydrated, and the tracker records the replay (shared-data human-input/replayed-input).
// Plain JavaScript: the head script is the source text of the functions below (and of
// ./click-target.mjs), so each uses nothing but the page's globals, its parameters and the other
// functions here.

/** The window property through which the head script hands its events over, and their storage key. */
export const eventsBeforeTrackingKey = 'salesiqEventsBeforeTracking';

/** The window property set once the site has recorded this page's view (report.ts). */
export const pageViewRecordedKey = 'salesiqPageViewRecorded';

/**
 * An event as the tracker records it, and the page it happened on, as it was then.
 * @typedef {{ event: import('./interaction-row').TrackedEvent, moment: { url: string, title: string, time: string, referrer: string } }} NotedEvent
 */

/**
 * Whether a click was on a link to a page (one that navigates without scripts): a web address.
 * @param {import('./interaction-row').TrackedEvent} click
 */
export function isPageLinkClick(click) {
  const href = click.data?.href;
  return typeof href === 'string' && /^https?:/.test(href);
}

/**
 * What `key` holds in the tab's sessionStorage: an array, or an empty one when it holds nothing
 * readable (or storage is blocked).
 * @param {Window} window
 * @param {string} key
 * @returns {unknown[]}
 */
export function storedEvents(window, key) {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

/**
 * Notes the page's view and the visitor's clicks on links to pages from now on, until the tracker
 * takes them over through `window[key]`. On leaving the page first, stores under `key` in
 * sessionStorage the page's view, unless `window[viewKey]` says it is recorded, then the clicks.
 * @param {Window} window
 * @param {string} key
 * @param {string} viewKey
 * @param {typeof import('./click-target.mjs').describeClick} describeClick the tracker's own
 */
export function noteEventsBeforeTracking(window, key, viewKey, describeClick) {
  const moment = () => ({
    url: window.location.href,
    title: window.document.title,
    time: new Date().toISOString(),
    referrer: window.document.referrer,
  });
  /** @type {NotedEvent} */
  const view = { event: { type: 'page_view' }, moment: moment() };
  /** @type {NotedEvent[]} */
  let noted = [];
  /** @param {Event} event */
  const onClick = (event) => {
    // A script's click is not the visitor's (the tracker does not record it either).
    const click = event.isTrusted ? describeClick(event.target) : null;
    if (!click || !isPageLinkClick(click)) return;
    noted.push({ event: click, moment: moment() });
  };
  const onPageHide = () => {
    const leaving = Reflect.get(window, viewKey) === true ? noted : [view, ...noted];
    // A page restored from the back/forward cache must not store them a second time.
    Reflect.set(window, viewKey, true);
    noted = [];
    if (leaving.length === 0) return;
    try {
      window.sessionStorage.setItem(key, JSON.stringify([...storedEvents(window, key), ...leaving]));
    } catch {
      // Storage is full or blocked: these go unrecorded, as they would without this script.
    }
  };
  window.addEventListener('click', onClick, true);
  window.addEventListener('pagehide', onPageHide);
  const takeOver = () => {
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('pagehide', onPageHide);
    const clicks = noted;
    noted = [];
    return { view, clicks };
  };
  Reflect.set(window, key, takeOver);
}

/**
 * @param {unknown} value
 * @returns {value is NotedEvent}
 */
function isNotedEvent(value) {
  if (typeof value !== 'object' || value === null) return false;
  const { event, moment } = /** @type {Partial<NotedEvent>} */ (value);
  const isKnownEvent = event?.type === 'page_view' || (event?.type === 'click' && typeof event.element?.text === 'string');
  return (
    isKnownEvent &&
    typeof moment?.url === 'string' &&
    typeof moment.title === 'string' &&
    typeof moment.referrer === 'string' &&
    !Number.isNaN(Date.parse(moment.time))
  );
}

/**
 * Stops the head script noting. Returns as `events`, oldest page first, those it stored for the
 * pages this tab left before their tracker started, then the clicks noted on this page; as
 * `view`, this page's view as it was shown. Nothing on a page without it (the development
 * server's).
 * @param {Window} window
 * @param {string} key
 * @returns {{ events: NotedEvent[], view: NotedEvent | null }}
 */
export function takeEventsBeforeTracking(window, key) {
  const takeOver = Reflect.get(window, key);
  Reflect.deleteProperty(window, key);
  const onThisPage =
    typeof takeOver === 'function' ? /** @type {() => { view: NotedEvent, clicks: NotedEvent[] }} */ (takeOver)() : { view: null, clicks: [] };
  const onEarlierPages = storedEvents(window, key).filter(isNotedEvent);
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Blocked storage held nothing either.
  }
  return { events: [...onEarlierPages, ...onThisPage.clicks], view: onThisPage.view };
}
