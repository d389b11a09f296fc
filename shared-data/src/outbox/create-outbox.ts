import type { InsertOf, TableName } from '../database-types';
import { retryDelay } from './backoff';
import { boundEntries, defaultLimits, type OutboxLimits } from './bound-entries';
import { deliverEntry, type RejectionLog } from './deliver-entry';
import type { Lane, OutboxEntry, SaveOutcome } from './outbox-entry';
import { withOutboxLock } from './outbox-lock';
import { createOutboxStore } from './outbox-store';
import { nextDueAt, pickNext } from './pick-next';
import type { Sender } from './rest-sender';

export type OutboxDeps = {
  storage: Storage | undefined;
  send: Sender;
  locks?: LockManager | undefined;
  logRejection: RejectionLog;
  now?: () => number;
  random?: () => number;
  limits?: OutboxLimits;
};

export type Outbox = {
  enqueue: <T extends TableName>(table: T, rows: InsertOf<T>[], lane: Lane) => Promise<SaveOutcome>;
  flush: (options?: { keepalive?: boolean }) => Promise<void>;
  /** Makes every waiting entry due now (page load, back online) and sends. */
  retryNow: () => Promise<void>;
  dispose: () => void;
};

/** `enqueue` answers by then at the latest; delivery goes on in the background. */
export const firstAttemptTimeoutMs = 5_000;

/** The keepalive budget of a page is 64 KiB of request bodies in flight. */
const keepaliveBudgetChars = 60_000;

/**
 * The durable outbox: rows are saved to localStorage before they are sent, and stay there
 * until the API has them (201, or 409/23505 for a retried insert), retrying with backoff across
 * reloads and tabs. Data the API refuses for good (a 4xx with an error code) is logged and
 * dropped; everything else is kept, including on 401/403, since a misconfigured key must not
 * lose leads.
 */
export function createOutbox({
  storage,
  send,
  locks,
  logRejection,
  now = Date.now,
  random = Math.random,
  limits = defaultLimits,
}: OutboxDeps): Outbox {
  const waiters = new Map<string, { resolve: (outcome: SaveOutcome) => void; timer: ReturnType<typeof setTimeout> }>();
  /** Requests under way per entry: a pagehide flush may resend an entry already travelling. */
  const inFlight = new Map<string, number>();
  const keptAlive = new Set<string>();
  let running: Promise<void> | undefined;
  let runAgain = false;
  let wakeUp: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  const settle = (key: string, outcome: SaveOutcome) => {
    const waiter = waiters.get(key);
    if (waiter === undefined) return;
    waiters.delete(key);
    clearTimeout(waiter.timer);
    waiter.resolve(outcome);
  };

  const store = createOutboxStore(storage, (dropped) => {
    for (const entry of dropped) settle(entry.key, 'queued');
  });

  /** Records the result of one attempt; an entry another tab already finished is left alone. */
  const record = (entry: OutboxEntry, remaining: OutboxEntry['rows'], rejected: number) => {
    store.update((entries) =>
      remaining.length === 0
        ? entries.filter((candidate) => candidate.key !== entry.key)
        : entries.map((candidate) => {
            if (candidate.key !== entry.key) return candidate;
            const attempts = candidate.attempts + 1;
            return { ...candidate, rows: remaining, attempts, notBefore: now() + retryDelay(attempts, random) };
          }),
    );
    settle(entry.key, remaining.length === 0 && rejected === 0 ? 'stored' : 'queued');
  };

  const attempt = async (entry: OutboxEntry, keepalive: boolean) => {
    inFlight.set(entry.key, (inFlight.get(entry.key) ?? 0) + 1);
    try {
      // A fault in sending counts as a failed try: the rows stay.
      const { remaining, rejected } = await deliverEntry(entry, send, { keepalive, logRejection }).catch(() => ({
        remaining: entry.rows,
        rejected: 0,
      }));
      record(entry, remaining, rejected);
    } finally {
      const left = (inFlight.get(entry.key) ?? 1) - 1;
      if (left === 0) inFlight.delete(entry.key);
      else inFlight.set(entry.key, left);
    }
  };

  /** Sends due lane heads one at a time until nothing is due; re-reads storage each time. */
  const pass = async () => {
    for (;;) {
      const next = pickNext(store.read(), now(), inFlight);
      if (next === undefined) break;
      await attempt(next, false);
    }
    const pending = new Set(store.read().map((entry) => entry.key));
    for (const key of [...waiters.keys()]) {
      // Gone without our doing: another tab delivered it. Still here: waiting its turn.
      if (!inFlight.has(key)) settle(key, pending.has(key) ? 'queued' : 'stored');
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
   * (order between them is not guaranteed then), within the browser's keepalive budget.
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
    if (running === undefined) schedule();
  };

  const enqueue: Outbox['enqueue'] = (table, rows, lane) => {
    const first = rows[0];
    if (first === undefined) return Promise.resolve('stored');
    const entry: OutboxEntry = { key: first.id, table, rows, lane, attempts: 0, notBefore: 0 };
    const earlier = waiters.get(entry.key);
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
    const outcome = new Promise<SaveOutcome>((resolve) => {
      const timer = setTimeout(() => settle(entry.key, 'queued'), firstAttemptTimeoutMs);
      waiters.set(entry.key, { resolve, timer });
    });
    const saved = store.update((entries) => {
      if (entries.some((existing) => existing.key === entry.key)) return entries;
      const { kept, dropped } = boundEntries([...entries, entry], limits);
      for (const gone of dropped) settle(gone.key, 'queued');
      return kept;
    });
    if (!saved.some((existing) => existing.key === entry.key)) settle(entry.key, 'queued');
    void flushNow();
    return outcome;
  };

  return {
    enqueue,
    flush: ({ keepalive = false } = {}) => (keepalive ? flushKeepalive() : flushNow()),
    retryNow: () => {
      store.update((entries) => entries.map((entry) => ({ ...entry, notBefore: 0 })));
      return flushNow();
    },
    dispose: () => {
      disposed = true;
      clearTimeout(wakeUp);
    },
  };
}
