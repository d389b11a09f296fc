import { boundEntries, type OutboxLimits } from './bound-entries';
import type { SendResult } from './classify-response';
import { parseEntry, parseLegacyEntries, parseSetAsideAt, serializeEntry, serializeSetAside } from './entry-codec';
import type { OutboxEntry } from './outbox-entry';
import {
  deadLetterPrefix,
  deadLetterStorageKey,
  entryPrefix,
  entryStorageKey,
  legacyStorageKey,
  storageKeysWith,
  storedPrefix,
  storedStorageKey,
} from './storage-keys';

/** How long a "stored" marker stays: far longer than any answer waits or a stale copy lives. */
export const storedMarkerTtlMs = 10 * 60_000;

export type OutboxStore = {
  /** Every pending entry, in line (`seq`) order. */
  read: () => OutboxEntry[];
  get: (key: string) => OutboxEntry | undefined;
  /**
   * Saves a new entry under its own key, giving up the oldest tracking entries when over the
   * limits or when storage is full. `saved` is false when the entry itself was given up.
   */
  add: (entry: OutboxEntry, limits: OutboxLimits) => { saved: boolean; dropped: OutboxEntry[] };
  /** Rewrites an entry after a failed try, unless it is no longer pending. */
  replace: (entry: OutboxEntry) => void;
  /** The server has the entry's rows: leaves a marker every tab can read, then removes it. */
  markStored: (key: string) => void;
  /** Whether a server answer for this entry was recorded, by this tab or another. */
  isStored: (key: string) => boolean;
  remove: (key: string) => void;
  /**
   * Moves an entry the server keeps refusing to a dead-letter key, for diagnosis, noting the
   * data-API settings (`endpoint`) it was refused with.
   */
  setAside: (entry: OutboxEntry, refusal: SendResult, endpoint: string) => void;
  /**
   * Puts back in line, due now, the entries set aside before `before` (by an earlier page): a
   * refusal of this client is not the record's fault. It may have passed (a gateway reloading its
   * routes answers 404) or been fixed (a wrong key), and each later page gives it another round.
   */
  restoreSetAside: (before: number) => void;
  /** Moves the entries of the single version-1 value to keys of their own. */
  migrateLegacy: () => void;
  pruneMarkers: () => void;
};

function attempt<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}

/**
 * The outbox in localStorage, shared by the site's tabs. Each entry, each "stored" marker and
 * each set-aside entry has a key of its own, so a tab only ever writes whole values it decided
 * on: no tab rewrites a list another tab may be changing. When storage is missing or refuses a
 * write (private mode, quota), tracking entries are given up first; if a record still does not
 * fit, this tab keeps it in memory so nothing it holds is lost while the page lives.
 */
export function createOutboxStore(storage: Storage | undefined, now: () => number): OutboxStore {
  const memory = new Map<string, OutboxEntry>();
  const storedHere = new Map<string, number>();

  const write = (key: string, value: string): boolean =>
    storage !== undefined &&
    attempt(() => {
      storage.setItem(key, value);
      return true;
    }, false);

  const read = (): OutboxEntry[] => {
    const saved =
      storage === undefined
        ? []
        : attempt(
            () =>
              storageKeysWith(storage, entryPrefix).flatMap((key) => {
                const entry = parseEntry(storage.getItem(key));
                return entry === undefined ? [] : [entry];
              }),
            [],
          );
    const byKey = new Map(saved.map((entry) => [entry.key, entry]));
    for (const entry of memory.values()) byKey.set(entry.key, entry);
    return [...byKey.values()].sort((a, b) => a.seq - b.seq || (a.key < b.key ? -1 : 1));
  };

  const get = (key: string): OutboxEntry | undefined =>
    memory.get(key) ??
    (storage === undefined ? undefined : attempt(() => parseEntry(storage.getItem(entryStorageKey(key))), undefined));

  const remove = (key: string) => {
    memory.delete(key);
    if (storage !== undefined) attempt(() => storage.removeItem(entryStorageKey(key)), undefined);
  };

  const isFresh = (at: number) => now() - at < storedMarkerTtlMs;

  const isStored = (key: string): boolean => {
    const here = storedHere.get(key);
    if (here !== undefined && isFresh(here)) return true;
    if (storage === undefined) return false;
    const at = Number(attempt(() => storage.getItem(storedStorageKey(key)), null));
    return at > 0 && isFresh(at);
  };

  const add: OutboxStore['add'] = (entry, limits) => {
    if (get(entry.key) !== undefined) return { saved: true, dropped: [] };
    const { kept, dropped } = boundEntries([...read(), entry], limits);
    for (const gone of dropped) remove(gone.key);
    if (!kept.includes(entry)) return { saved: false, dropped: dropped.filter((gone) => gone !== entry) };
    if (storage === undefined) {
      memory.set(entry.key, entry);
      return { saved: true, dropped };
    }
    const spare = kept.filter((candidate) => candidate.lane === 'tracking');
    for (;;) {
      if (write(entryStorageKey(entry.key), serializeEntry(entry))) return { saved: true, dropped };
      const next = spare.shift();
      if (next === entry) return { saved: false, dropped };
      if (next === undefined) {
        memory.set(entry.key, entry);
        return { saved: true, dropped };
      }
      remove(next.key);
      dropped.push(next);
    }
  };

  return {
    read,
    get,
    add,
    replace: (entry) => {
      if (memory.has(entry.key)) memory.set(entry.key, entry);
      else if (get(entry.key) !== undefined && !write(entryStorageKey(entry.key), serializeEntry(entry))) {
        memory.set(entry.key, entry);
      }
    },
    markStored: (key) => {
      const at = now();
      storedHere.set(key, at);
      write(storedStorageKey(key), String(at));
      remove(key);
    },
    isStored,
    remove,
    setAside: (entry, refusal, endpoint) => {
      write(deadLetterStorageKey(entry.key), serializeSetAside(entry, { refusal, setAsideAt: now(), endpoint }));
      remove(entry.key);
    },
    restoreSetAside: (before) => {
      if (storage === undefined) return;
      for (const key of attempt(() => storageKeysWith(storage, deadLetterPrefix), [])) {
        const text = attempt(() => storage.getItem(key), null);
        const entry = parseEntry(text);
        if (entry === undefined || parseSetAsideAt(text) >= before) continue;
        if (write(entryStorageKey(entry.key), serializeEntry({ ...entry, denials: 0, notBefore: 0 }))) {
          attempt(() => storage.removeItem(key), undefined);
        }
      }
    },
    migrateLegacy: () => {
      if (storage === undefined) return;
      const text = attempt(() => storage.getItem(legacyStorageKey), null);
      if (text === null) return;
      for (const entry of parseLegacyEntries(text)) {
        if (get(entry.key) !== undefined || isStored(entry.key)) continue;
        if (!write(entryStorageKey(entry.key), serializeEntry(entry))) memory.set(entry.key, entry);
      }
      attempt(() => storage.removeItem(legacyStorageKey), undefined);
    },
    pruneMarkers: () => {
      for (const [key, at] of storedHere) if (!isFresh(at)) storedHere.delete(key);
      if (storage === undefined) return;
      for (const key of attempt(() => storageKeysWith(storage, storedPrefix), [])) {
        const at = Number(attempt(() => storage.getItem(key), null));
        if (!isFresh(at)) attempt(() => storage.removeItem(key), undefined);
      }
    },
  };
}
