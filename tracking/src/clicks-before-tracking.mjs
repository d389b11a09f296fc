// @ts-check
// Clicks on links to pages made before the tracker listens. Such a link works without scripts:
// pressed before the page has started, it navigates at once, and the click (a grid card, SPEC
// "Clicking a card records a click event") would go unrecorded. A script inline in each rendered
// page's head (the shell's head-script.mjs) notes these clicks from the first paint; the tracker
// takes them over when it starts (`takeClicksBeforeTracking`). Those made on a page the visitor
// left before its tracker started wait in the tab's sessionStorage for the next page's tracker.
// Presses on buttons and other controls are not noted: the shell holds and replays them once
// their part has hydrated, and the tracker records the replay (shared-data visit/replayed-input).
// Plain JavaScript: the head script is the source text of the functions below (and of
// ./click-target.mjs), so each uses nothing but the page's globals, its parameters and the other
// functions here.

/** The window property through which the head script hands its clicks over, and their storage key. */
export const clicksBeforeTrackingKey = 'salesiqClicksBeforeTracking';

/**
 * A click as the tracker records it, and the page it was made on, as it was then.
 * @typedef {{ click: import('./interaction-row').TrackedEvent, moment: { url: string, title: string, time: string } }} NotedClick
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
export function storedClicks(window, key) {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

/**
 * Notes the visitor's clicks on links to pages from now on, until the tracker takes them over
 * through `window[key]`; on leaving the page first, stores them under `key` in sessionStorage.
 * @param {Window} window
 * @param {string} key
 * @param {typeof import('./click-target.mjs').describeClick} describeClick the tracker's own
 */
export function noteClicksBeforeTracking(window, key, describeClick) {
  /** @type {NotedClick[]} */
  let noted = [];
  /** @param {Event} event */
  const onClick = (event) => {
    // A script's click is not the visitor's (the tracker does not record it either).
    const click = event.isTrusted ? describeClick(event.target) : null;
    if (!click || !isPageLinkClick(click)) return;
    noted.push({ click, moment: { url: window.location.href, title: window.document.title, time: new Date().toISOString() } });
  };
  const onPageHide = () => {
    if (noted.length === 0) return;
    try {
      window.sessionStorage.setItem(key, JSON.stringify([...storedClicks(window, key), ...noted]));
    } catch {
      // Storage is full or blocked: these clicks go unrecorded, as they would without this script.
    }
    // A page restored from the back/forward cache must not store them a second time.
    noted = [];
  };
  window.addEventListener('click', onClick, true);
  window.addEventListener('pagehide', onPageHide);
  const takeOver = () => {
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('pagehide', onPageHide);
    const taken = noted;
    noted = [];
    return taken;
  };
  Reflect.set(window, key, takeOver);
}

/**
 * @param {unknown} value
 * @returns {value is NotedClick}
 */
function isNotedClick(value) {
  if (typeof value !== 'object' || value === null) return false;
  const { click, moment } = /** @type {Partial<NotedClick>} */ (value);
  return (
    click?.type === 'click' &&
    typeof click.element?.text === 'string' &&
    typeof moment?.url === 'string' &&
    typeof moment.title === 'string' &&
    !Number.isNaN(Date.parse(moment.time))
  );
}

/**
 * Stops the head script noting clicks and returns, oldest first, the clicks it noted on the pages
 * this tab left before their tracker started, then those on this page; nothing on a page without
 * it (the development server's).
 * @param {Window} window
 * @param {string} key
 * @returns {NotedClick[]}
 */
export function takeClicksBeforeTracking(window, key) {
  const takeOver = Reflect.get(window, key);
  Reflect.deleteProperty(window, key);
  const onThisPage = typeof takeOver === 'function' ? /** @type {() => NotedClick[]} */ (takeOver)() : [];
  const onEarlierPages = storedClicks(window, key).filter(isNotedClick);
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Blocked storage held nothing either.
  }
  return [...onEarlierPages, ...onThisPage];
}
