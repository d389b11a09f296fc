import { createInteractions } from '@salesiq/shared-data/operations/create-interactions';
import { flushOutbox } from '@salesiq/shared-data/outbox/outbox';
import { isTrackingAllowed } from '@salesiq/shared-data/visit/privacy';
import { buildInteractionRow, type InteractionRow, type TrackedEvent } from './interaction-row';
import { registerSingleton } from '@salesiq/shared-data/singleton-registry';

// The page's one queue. Other files of this package import this module by
// package name, not by relative path, so Module Federation serves every app the same shared
// instance even when an app imports deep modules the shell does not.
registerSingleton('@salesiq/tracking');

const batchSize = 20;
/**
 * How long an event waits for others to share its insert: a visitor's click is in the table about
 * 2 s later, and a busy page sends at most 30 inserts a minute, well inside the Data API's 300
 * per address (supabase/migrations/…_request_rate_limit.sql).
 */
export const batchIntervalMs = 2000;
/** Oldest events are dropped beyond this, so a page that cannot send never grows without bound. */
export const maxQueued = 200;

let queue: InteractionRow[] = [];
let sending = false;
let timer: ReturnType<typeof setTimeout> | undefined;

function logFailure(error: unknown): void {
  console.warn('Interaction tracking failed; the event is dropped.', error);
}

/**
 * Records one event. Never throws; before `startSending()` events wait in the queue. Pass a
 * function when building the event takes work (redaction): it only runs when tracking is allowed.
 */
export function track(event: TrackedEvent | (() => TrackedEvent)): void {
  try {
    if (!isTrackingAllowed()) return;
    queue.push(buildInteractionRow(typeof event === 'function' ? event() : event));
    if (queue.length > maxQueued) queue.splice(0, queue.length - maxQueued);
    if (sending) scheduleBatch();
  } catch (error) {
    logFailure(error);
  }
}

function scheduleBatch(): void {
  if (queue.length >= batchSize) sendBatch();
  else if (timer === undefined && queue.length > 0) timer = setTimeout(sendBatch, batchIntervalMs);
}

/** Hands the queued rows to the outbox, one bulk insert per `batchSize` rows. */
function sendBatch(): void {
  clearTimeout(timer);
  timer = undefined;
  const rows = queue;
  queue = [];
  // Small inserts also stay under the 64 KiB body limit of a keepalive request.
  for (let start = 0; start < rows.length; start += batchSize) {
    try {
      createInteractions(rows.slice(start, start + batchSize)).catch(logFailure);
    } catch (error) {
      logFailure(error);
    }
  }
}

/** The page is going away: send everything now, with requests that outlive the page. */
export function flushForExit(): void {
  sendBatch();
  try {
    flushOutbox({ keepalive: true });
  } catch (error) {
    logFailure(error);
  }
}

export function startSending(): void {
  sending = true;
  scheduleBatch();
}

/** Sends what is queued and goes back to queueing (used when the tracker stops). */
export function stopSending(): void {
  sending = false;
  sendBatch();
}
