import type { OutboxEntry } from './outbox-entry';

export type OutboxLimits = {
  maxEntries: number;
  /** Approximate serialized size in UTF-16 code units, what localStorage counts. */
  maxChars: number;
};

export const defaultLimits: OutboxLimits = { maxEntries: 500, maxChars: 1_000_000 };

const entrySize = (entry: OutboxEntry) => JSON.stringify(entry).length + 1;

/**
 * Keeps the outbox within its limits by dropping the oldest tracking entries. Records (leads and
 * requests) are never dropped, even when they alone exceed the limits.
 */
export function boundEntries(
  entries: readonly OutboxEntry[],
  limits: OutboxLimits,
): { kept: OutboxEntry[]; dropped: OutboxEntry[] } {
  const sizes = entries.map(entrySize);
  let count = entries.length;
  let chars = sizes.reduce((sum, size) => sum + size, 0);
  const droppedIndexes = new Set<number>();
  for (let index = 0; index < entries.length && (count > limits.maxEntries || chars > limits.maxChars); index += 1) {
    if (entries[index]?.lane !== 'tracking') continue;
    droppedIndexes.add(index);
    count -= 1;
    chars -= sizes[index] ?? 0;
  }
  return {
    kept: entries.filter((_, index) => !droppedIndexes.has(index)),
    dropped: entries.filter((_, index) => droppedIndexes.has(index)),
  };
}
