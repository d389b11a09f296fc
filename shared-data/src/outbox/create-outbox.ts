import type { InsertOf, TableName } from '../database-types';
import { maxRetryMs, retryDelay } from './backoff';
import { defaultLimits, type OutboxLimits } from './bound-entries';
import type { SendResult } from './classify-response';
import { type Delivery, deliverEntry, describeResult, type ErrorLog } from './deliver-entry';
import type { Lane, OutboxEntry, SaveOutcome } from './outbox-entry';
import { withOutboxLock } from './outbox-lock';
import { createOutboxStore } from './outbox-store';
import { nextDueAt, pickNext } from './pick-next';
import type { Sender } from './rest-sender';
import { deadLetterStorageKey } from './storage-keys';

export type OutboxDeps = {
  storage: Storage | undefined;
  send: Sender;
  /** What identifies the data-API settings `send` uses (URL and key), noted on what is set aside for diagnosis. */
  endpoint?: string;
  locks?: LockManager | undefined;
  logError: ErrorLog;
  now?: () => number;
  random?: () => number;
  limits?: OutboxLimits;
};

export type Outbox = {
  /** `after`: the key (first row id) of an entry queued before, whose refusal drops this one too. */
  enqueue: <T extends TableName>(table: T, rows: InsertOf<T>[], lane: Lane, after?: string) => Promise<SaveOutcome>;
  flush: (options?: { keepalive?: boolean }) => Promise<void>;
  /** Makes every waiting entry due now (page load, back online, page shown again) and sends. */
  retryNow: () => Promise<void>;
  dispose: () => void;
};

/**
 * `enqueue` answers by then at the latest, unless this page's outbox is still at work on it: a
 * request travelling (its own, or the one it waits behind: the template download before its lead)
 * or a pass that holds the lock and will send it. Then it answers when its own request has been
 * answered, or when the pass ends (its lane head waits for a retry); the sender gives up on a
 * request at `requestTimeoutMs`. Waiting for another tab to let go of the lock is no such work. A clock that jumps past 5 s in an instant (a test's fake clock), or a data
 * API that takes 4 s for the first of two records, found the second still waiting its turn:
 * answering `queued` then logged a failed save that was not one. Delivery goes on in the background.
 */
export const firstAttemptTimeoutMs = 5_000;

/** Refusals of this client in a row (401/403/404) after which an entry is set aside. */
export const maxDenials = 5;

/** The keepalive budget of a page is 64 KiB of request bodies in flight. */
const keepaliveBudgetChars = 60_000;

function unauthorizedHint(result: SendResult): string {
  return (
    `The data API refused this site's key (${describeResult(result)}). Check PUBLIC_SUPABASE_URL and ` +
    'PUBLIC_SUPABASE_ANON_KEY of this build: the URL must be the project the key belongs to, the key its anon (publishable) key.'
  );
}

/**
 * The durable outbox: rows are saved to localStorage (a key per entry) before they are sent, and
 * stay there until the API has them (201, also for a retried insert, or 409/23505), retrying with
 * backoff across reloads and tabs. An entry counts as stored only on such an answer, seen by this
 * tab or recorded by another as a "stored" marker; never because it is gone. Data the API
 * refuses for good (a 4xx with an error code) is logged and dropped; an entry the API keeps
 * refusing this client (401/403/404) is set aside after a few tries, so it blocks no lead behind
 * it, and tried again on the visitor's next page; everything else is kept.
 */
export function createOutbox({
  storage,
  send,
  endpoint = '',
  locks,
  logError,
  now = Date.now,
  random = Math.random,
  limits = defaultLimits,
}: OutboxDeps): Outbox {
  const waiters = new Map<string, { resolve: (outcome: SaveOutcome) => void; timer: ReturnType<typeof setTimeout>; overdue?: boolean }>();
  /** Requests under way per entry: a pagehide flush may resend an entry already travelling. */
  const inFlight = new Map<string, number>();
  const keptAlive = new Set<string>();
  const store = createOutboxStore(storage, now);
  let running: Promise<void> | undefined;
  /** A pass holds the lock and is sending (not waiting for another tab to let go of the lock). */
  let passing = false;
  let runAgain = false;
  let makeDue = false;
  let wakeUp: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  let lastSeq = 0;
  let unauthorizedLogged = false;
  let restoredSetAside = false;
  /** When this page's outbox started: what earlier pages set aside gets another round here. */
  const pageStart = now();

  const settle = (key: string, outcome: SaveOutcome) => {
    const waiter = waiters.get(key);
    if (waiter === undefined) return;
    waiters.delete(key);
    clearTimeout(waiter.timer);
    waiter.resolve(outcome);
  };

  /** Queued unless a server answer for it was recorded (by any tab). */
  const settleKnown = (key: string) => settle(key, store.isStored(key) ? 'stored' : 'queued');

  /** Past `firstAttemptTimeoutMs`: answered now if this page's outbox is idle, else once its work ends. */
  const answerOverdue = (key: string) => {
    const waiter = waiters.get(key);
    if (waiter === undefined) return;
    if (inFlight.size === 0 && !passing) settleKnown(key);
    else waiter.overdue = true;
  };

  /** The work has ended: overdue entries not travelling are answered with what is known of them. */
  const settleOverdue = () => {
    for (const [key, waiter] of [...waiters]) if (waiter.overdue && !inFlight.has(key)) settleKnown(key);
  };

  const setAside = (entry: OutboxEntry, refusal: SendResult) => {
    store.setAside(entry, refusal, endpoint);
    logError(
      `Set aside ${entry.rows.length} ${entry.table} row(s) the server refused ${entry.denials} times ` +
        `(${describeResult(refusal)}); kept in localStorage under ${deadLetterStorageKey(entry.key)}`,
    );
  };

  /** An entry refused for good takes the entries that belong after it with it (`OutboxEntry.after`). */
  const dropFollowers = (refused: OutboxEntry) => {
    for (const follower of store.read().filter((entry) => entry.after === refused.key)) {
      logError(`Dropped ${follower.rows.length} ${follower.table} row(s) with the ${refused.table} row(s) they belong with`);
      store.remove(follower.key);
      settle(follower.key, 'refused');
      dropFollowers(follower);
    }
  };

  /** Records the result of one attempt; an entry no longer pending (settled meanwhile) is left alone. */
  const record = (entry: OutboxEntry, { remaining, rejected, refusal, retryAfterMs = 0 }: Delivery) => {
    if (refusal?.status === 401 && !unauthorizedLogged) {
      unauthorizedLogged = true;
      logError(unauthorizedHint(refusal));
    }
    if (remaining.length === 0) {
      if (rejected === 0) store.markStored(entry.key);
      else store.remove(entry.key);
      if (rejected === entry.rows.length) {
        dropFollowers(entry);
        settle(entry.key, 'refused');
      } else settleKnown(entry.key);
      return;
    }
    const current = store.get(entry.key);
    if (current !== undefined) {
      const denials = refusal === undefined ? 0 : current.denials + 1;
      const attempts = current.attempts + 1;
      // The server's Retry-After is honoured up to the outbox's own longest wait.
      const wait = Math.max(retryDelay(attempts, random), Math.min(retryAfterMs, maxRetryMs));
      const next = { ...current, rows: remaining, attempts, denials, notBefore: now() + wait };
      if (refusal !== undefined && denials >= maxDenials) setAside(next, refusal);
      else store.replace(next);
    }
    settleKnown(entry.key);
  };

  const attempt = async (entry: OutboxEntry, keepalive: boolean) => {
    inFlight.set(entry.key, (inFlight.get(entry.key) ?? 0) + 1);
    try {
      // A fault in sending counts as a failed try: the rows stay.
      const delivery = await deliverEntry(entry, send, { keepalive, logError }).catch(
        (): Delivery => ({ remaining: entry.rows, rejected: 0, refusal: undefined }),
      );
      record(entry, delivery);
    } finally {
      const left = (inFlight.get(entry.key) ?? 1) - 1;
      if (left === 0) inFlight.delete(entry.key);
      else inFlight.set(entry.key, left);
    }
  };

  /** Under the lock: sends due lane heads one at a time until nothing is due, re-reading storage each time. */
  const pass = async () => {
    passing = true;
    try {
      await sendDue();
    } finally {
      passing = false;
      settleOverdue();
    }
  };

  const sendDue = async () => {
    store.migrateLegacy();
    if (!restoredSetAside) {
      restoredSetAside = true;
      store.restoreSetAside(pageStart);
    }
    store.pruneMarkers();
    if (makeDue) {
      makeDue = false;
      for (const entry of store.read()) if (entry.notBefore > 0) store.replace({ ...entry, notBefore: 0 });
    }
    for (;;) {
      const next = pickNext(store.read(), now(), inFlight);
      if (next === undefined) break;
      if (store.isStored(next.key)) {
        // A copy of an entry another tab delivered, seen before its removal reached this tab.
        store.remove(next.key);
        continue;
      }
      await attempt(next, false);
    }
    const pending = new Set(store.read().map((entry) => entry.key));
    for (const key of [...waiters.keys()]) {
      if (inFlight.has(key)) continue;
      // Still pending: waiting its turn. Gone: answered by a marker, else by the timeout.
      if (pending.has(key) || store.isStored(key)) settleKnown(key);
    }
  };

  const schedule = () => {
    clearTimeout(wakeUp);
    wakeUp = undefined;
    const due = nextDueAt(store.read(), inFlight);
    if (due === undefined || disposed) return;
    wakeUp = setTimeout(() => void flushNow(), Math.max(0, due - now()));
  };

  const flushNow = (): Promise<void> => {
    if (disposed) return Promise.resolve();
    if (running !== undefined) {
      runAgain = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          runAgain = false;
          await withOutboxLock(locks, pass);
        } while (runAgain);
      } finally {
        running = undefined;
        schedule();
      }
    })();
    return running;
  };

  /**
   * The page is going away: send everything at once with keepalive so the requests outlive it
   * (order between them is not guaranteed then), within the browser's keepalive budget. This
   * cannot wait for the lock; each change it makes is one whole value under one key.
   */
  const flushKeepalive = async () => {
    let budget = keepaliveBudgetChars;
    const attempts: Promise<void>[] = [];
    const byLane = (lane: OutboxEntry['lane']) => store.read().filter((entry) => entry.lane === lane);
    for (const entry of [...byLane('records'), ...byLane('tracking')]) {
      const size = JSON.stringify(entry.rows).length;
      if (keptAlive.has(entry.key) || size > budget) continue;
      budget -= size;
      keptAlive.add(entry.key);
      attempts.push(attempt(entry, true).finally(() => keptAlive.delete(entry.key)));
    }
    await Promise.all(attempts);
    if (!passing) settleOverdue();
    if (running === undefined) schedule();
  };

  /** Later than every entry this tab made, and about when it was made (µs) across tabs. */
  const nextSeq = () => {
    lastSeq = Math.max(lastSeq + 1, now() * 1_000);
    return lastSeq;
  };

  const enqueue: Outbox['enqueue'] = (table, rows, lane, after) => {
    const first = rows[0];
    if (first === undefined) return Promise.resolve('stored');
    const earlier = waiters.get(first.id);
    if (earlier !== undefined) {
      // The same rows again (same ids): answer both callers from the one entry.
      return new Promise<SaveOutcome>((resolve) => {
        const answerEarlier = earlier.resolve;
        earlier.resolve = (result) => {
          answerEarlier(result);
          resolve(result);
        };
      });
    }
    const entry: OutboxEntry = {
      key: first.id,
      seq: nextSeq(),
      table,
      rows,
      lane,
      attempts: 0,
      denials: 0,
      notBefore: 0,
      ...(after === undefined ? {} : { after }),
    };
    const outcome = new Promise<SaveOutcome>((resolve) => {
      const timer = setTimeout(() => answerOverdue(entry.key), firstAttemptTimeoutMs);
      waiters.set(entry.key, { resolve, timer });
    });
    const { saved, dropped } = store.add(entry, limits);
    for (const gone of dropped) settle(gone.key, 'queued');
    if (!saved) settle(entry.key, 'queued');
    void flushNow();
    return outcome;
  };

  return {
    enqueue,
    flush: ({ keepalive = false } = {}) => (keepalive ? flushKeepalive() : flushNow()),
    retryNow: () => {
      makeDue = true;
      return flushNow();
    },
    dispose: () => {
      disposed = true;
      clearTimeout(wakeUp);
    },
  };
}
