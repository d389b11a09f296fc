import type { InsertOf, TableName } from '../database-types';

/** `records` (leads and requests) are never dropped; `tracking` rows are dropped first when full. */
export type Lane = 'records' | 'tracking';

/** How the first delivery attempt ended: `stored`, or `queued` for a later retry. */
export type SaveOutcome = 'stored' | 'queued';

export type OutboxRow = InsertOf<TableName>;

/** One insert waiting in localStorage: the rows of one `enqueue` call, sent as one request. */
export type OutboxEntry = {
  /** The first row's client-made id: unique, and stable across reloads and tabs. */
  key: string;
  table: TableName;
  rows: OutboxRow[];
  lane: Lane;
  /** Failed attempts so far (drives the backoff). */
  attempts: number;
  /** Epoch ms before which the entry is not sent again (0: now). */
  notBefore: number;
};
