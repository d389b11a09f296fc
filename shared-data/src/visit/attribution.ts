import { arrivalTouch } from './arrival-touch';
import { isTrackingAllowed } from './privacy';
import { clickIdKeys, fitTouch, type Touch, utmKeys } from './touch';

/** What every record carries: the browser's first visit (90 days) and this one. */
export interface Attribution {
  first_touch?: Touch;
  this_visit?: Touch;
}

interface FirstTouchRecord {
  touch: Touch;
  expiresAt: number;
  visits: number;
  /** The touch of the latest visit: a tab opened from the site carries it on. */
  latest?: Touch;
}

const thisVisitKey = 'salesiq:attribution:this-visit';
const firstTouchKey = 'salesiq:attribution:first-touch';
export const firstTouchLifetimeMs = 90 * 24 * 60 * 60 * 1000;

function readJson(storage: () => Storage, key: string): unknown {
  try {
    const text = storage().getItem(key);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

function writeJson(storage: () => Storage, key: string, value: unknown): void {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the records of this page go without attribution.
  }
}

function readFirstTouch(now: number): FirstTouchRecord | undefined {
  const stored = readJson(() => localStorage, firstTouchKey) as Partial<FirstTouchRecord> | undefined;
  const touch = fitTouch(stored?.touch);
  if (!touch || typeof stored?.expiresAt !== 'number' || stored.expiresAt <= now) return undefined;
  const visits = typeof stored.visits === 'number' && stored.visits > 0 ? stored.visits : 1;
  return { touch, expiresAt: stored.expiresAt, visits, latest: fitTouch(stored.latest) };
}

/**
 * A tab opened from one of the site's own pages (a link opened in a new tab starts a new browser
 * session) with no campaign of its own in its address: the same visit, going on.
 */
function continuesAVisit(href: string, referrer: string): boolean {
  try {
    const arrival = new URL(href);
    if ([...utmKeys, ...clickIdKeys].some((key) => arrival.searchParams.has(key))) return false;
    return referrer !== '' && new URL(referrer).origin === arrival.origin;
  } catch {
    return false;
  }
}

/**
 * True once this browser session's visit is recorded (a reload, or another app of the page,
 * finds it so). Reads sessionStorage only. Browser-only.
 */
export function isAttributionCaptured(): boolean {
  return readJson(() => sessionStorage, thisVisitKey) !== undefined;
}

/**
 * Records where this visit came from, once per browser session: the first call of a session
 * reads the address and referrer, later ones (a reload, another app of the page) change nothing.
 * The first touch is kept 90 days in localStorage and counts the visits since; under Global
 * Privacy Control nothing is written there (and an earlier first touch is removed), so nothing
 * outlives the session. Browser-only: call it from a client entry, never while rendering.
 */
export function captureAttribution(href = location.href, referrer = document.referrer, now = new Date()): void {
  if (isAttributionCaptured()) return;
  if (!isTrackingAllowed()) {
    try {
      localStorage.removeItem(firstTouchKey);
    } catch {
      // Blocked storage holds nothing to remove.
    }
    writeJson(() => sessionStorage, thisVisitKey, arrivalTouch(href, referrer, now) ?? {});
    return;
  }
  const previous = readFirstTouch(now.getTime());
  if (previous?.latest && continuesAVisit(href, referrer)) {
    writeJson(() => sessionStorage, thisVisitKey, previous.latest);
    return;
  }
  const visitNumber = (previous?.visits ?? 0) + 1;
  const thisVisit = arrivalTouch(href, referrer, now, visitNumber);
  writeJson(() => sessionStorage, thisVisitKey, thisVisit ?? {});
  const firstTouch = previous?.touch ?? thisVisit;
  if (!firstTouch) return;
  const expiresAt = previous?.expiresAt ?? now.getTime() + firstTouchLifetimeMs;
  const record: FirstTouchRecord = { touch: firstTouch, expiresAt, visits: visitNumber, latest: thisVisit };
  writeJson(() => localStorage, firstTouchKey, record);
}

/** The attribution of a record made now; `{}` before any capture. Browser-only. */
export function readAttribution(now = Date.now()): Attribution {
  const thisVisit = fitTouch(readJson(() => sessionStorage, thisVisitKey));
  const firstTouch = (isTrackingAllowed() ? readFirstTouch(now)?.touch : undefined) ?? thisVisit;
  return fitAttribution({ first_touch: firstTouch, this_visit: thisVisit });
}

/** An attribution as the database accepts it, from whatever a record holds. */
export function fitAttribution(raw: unknown): Attribution {
  if (typeof raw !== 'object' || raw === null) return {};
  const { first_touch: firstTouch, this_visit: thisVisit } = raw as Record<string, unknown>;
  const fitted: Attribution = {};
  const first = fitTouch(firstTouch);
  const visit = fitTouch(thisVisit);
  if (first) fitted.first_touch = first;
  if (visit) fitted.this_visit = visit;
  return fitted;
}
