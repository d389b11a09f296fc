import type { InsertOf, TableName } from '../database-types';
import { supabaseEnv } from '../env';
import { createOutbox, type Outbox } from './create-outbox';
import type { Lane, SaveOutcome } from './outbox-entry';
import { createRestSender } from './rest-sender';
import { registerSingleton } from '../singleton-registry';

export type { Lane, SaveOutcome } from './outbox-entry';

registerSingleton('@salesiq/shared-data/outbox/outbox');

let outbox: Outbox | undefined;

function localStorageIfAllowed(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Reading localStorage throws where site data is blocked.
    return undefined;
  }
}

/** The page's outbox, created on first use; it first sends what earlier pages left behind. */
function pageOutbox(): Outbox {
  if (outbox !== undefined) return outbox;
  const env = supabaseEnv();
  const created = createOutbox({
    storage: localStorageIfAllowed(),
    send: createRestSender(env, (url, init) => fetch(url, init)),
    endpoint: `${env.url} ${env.anonKey}`,
    locks: globalThis.navigator?.locks ?? undefined,
    logError: (message) => console.error(`[outbox] ${message}`),
  });
  outbox = created;
  if (typeof window !== 'undefined') {
    // Whatever waits goes out as soon as the API may be reachable again, not after its backoff.
    const retry = () => void created.retryNow();
    window.addEventListener('online', retry);
    window.addEventListener('focus', retry);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') retry();
    });
    window.addEventListener('pagehide', () => void created.flush({ keepalive: true }));
  }
  void created.retryNow();
  return created;
}

/**
 * Saves rows in the outbox, then sends them. Resolves when the first delivery attempt of these
 * rows has ended (at most about 5 s, or as long as its request travels: 15 s), never rejects:
 * `stored`, `queued` to be retried, or `refused` for good.
 * `after`: the id of a record queued before these that they belong with; refused for good, it
 * takes them with it.
 */
export function enqueue<T extends TableName>(
  table: T,
  rows: InsertOf<T>[],
  lane: Lane = 'records',
  after?: string,
): Promise<SaveOutcome> {
  return pageOutbox().enqueue(table, rows, lane, after);
}

/** Sends what is pending now; `keepalive` lets the request outlive the page (pagehide). */
export function flushOutbox(options: { keepalive?: boolean } = {}): void {
  void pageOutbox().flush(options);
}

// Rows an earlier page could not deliver go out as soon as any page of the site loads.
if (typeof window !== 'undefined') setTimeout(pageOutbox, 0);
