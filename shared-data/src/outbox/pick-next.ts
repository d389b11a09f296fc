import type { Lane, OutboxEntry } from './outbox-entry';

/** Keys of entries with a request under way. */
export type InFlight = { has: (key: string) => boolean };

/** Records first: a lead never waits behind tracking events. */
const lanes: readonly Lane[] = ['records', 'tracking'];

/** Each lane is first in, first out: only its oldest entry may be sent. */
function heads(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return lanes.flatMap((lane) => {
    const head = entries.find((entry) => entry.lane === lane);
    return head === undefined ? [] : [head];
  });
}

/**
 * The entry to send now: the oldest of a lane, due, and not already on its way. A lane whose
 * head waits (backoff) or travels holds back the entries behind it, so a lead follows the demo
 * request it belongs to.
 */
export function pickNext(
  entries: readonly OutboxEntry[],
  now: number,
  inFlight: InFlight,
): OutboxEntry | undefined {
  return heads(entries).find((head) => head.notBefore <= now && !inFlight.has(head.key));
}

/** When a lane head not already on its way next becomes due (undefined: nothing to wait for). */
export function nextDueAt(entries: readonly OutboxEntry[], inFlight: InFlight): number | undefined {
  const times = heads(entries)
    .filter((head) => !inFlight.has(head.key))
    .map((head) => head.notBefore);
  return times.length === 0 ? undefined : Math.min(...times);
}
