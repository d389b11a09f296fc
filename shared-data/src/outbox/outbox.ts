// CONTRACT STUB — the data-layer work replaces this body with the durable localStorage outbox
// (ARCHITECTURE.md "Data"; issue 3). The exported signatures are what the rest of the site uses.
import type { InsertOf, TableName } from '../database-types';

/** `records` (leads and requests) are never dropped; `tracking` rows are dropped first when full. */
export type Lane = 'records' | 'tracking';

/** How the first delivery attempt ended: `stored`, or `queued` for a later retry. */
export type SaveOutcome = 'stored' | 'queued';

export function enqueue<T extends TableName>(
  _table: T,
  _rows: InsertOf<T>[],
  _lane: Lane = 'records',
): Promise<SaveOutcome> {
  return Promise.resolve('queued');
}

/** Sends what is pending now; `keepalive` lets the request outlive the page (pagehide). */
export function flushOutbox(_options: { keepalive?: boolean } = {}): void {}
