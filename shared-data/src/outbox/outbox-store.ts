import { boundEntries } from './bound-entries';
import { parseEntries, serializeEntries } from './entry-codec';
import type { OutboxEntry } from './outbox-entry';

export const storageKey = 'salesiq:outbox';

export type OutboxStore = {
  read: () => OutboxEntry[];
  /** Applies `change` to the current entries and saves the result; returns what was saved. */
  update: (change: (entries: OutboxEntry[]) => OutboxEntry[]) => OutboxEntry[];
};

/**
 * The outbox in localStorage, shared by the site's tabs. When storage is missing or refuses a
 * write (private mode, quota), tracking entries are given up first; if records still do not
 * fit, this tab keeps working from memory so nothing it holds is lost while the page lives.
 */
export function createOutboxStore(storage: Storage | undefined, onDrop: (dropped: OutboxEntry[]) => void): OutboxStore {
  let memory: OutboxEntry[] = [];
  let memoryOnly = storage === undefined;

  const read = (): OutboxEntry[] => {
    if (memoryOnly || storage === undefined) return memory;
    try {
      return parseEntries(storage.getItem(storageKey));
    } catch {
      return memory;
    }
  };

  const save = (entries: OutboxEntry[]): OutboxEntry[] => {
    if (storage === undefined) {
      memory = entries;
      return entries;
    }
    let toSave = entries;
    for (;;) {
      try {
        if (toSave.length === 0) storage.removeItem(storageKey);
        else storage.setItem(storageKey, serializeEntries(toSave));
        memory = toSave;
        memoryOnly = false;
        return toSave;
      } catch {
        const trimmed = boundEntries(toSave, { maxEntries: toSave.length - 1, maxChars: Number.POSITIVE_INFINITY });
        if (trimmed.dropped.length === 0) {
          memory = toSave;
          memoryOnly = true;
          return toSave;
        }
        onDrop(trimmed.dropped);
        toSave = trimmed.kept;
      }
    }
  };

  return {
    read,
    update: (change) => save(change(read())),
  };
}
