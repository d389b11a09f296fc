import type { InsertOf, TableName } from '../database-types';

/** `records` (leads and requests) are never dropped; `tracking` rows are dropped first when full. */
export type Lane = 'records' | 'tracking';

/**
 * How the first delivery attempt ended: `stored`; `queued` for a later retry; or `refused`: the
 * server refused the rows for good (a data error, logged by the outbox), and they are not kept.
 */
export type SaveOutcome = 'stored' | 'queued' | 'refused';

export type OutboxRow = InsertOf<TableName>;

/**
 * One insert waiting in localStorage, under a key of its own: the rows of one `enqueue` call,
 * sent as one request.
 */
export type OutboxEntry = {
  /** The first row's client-made id: unique, and stable across reloads and tabs. */
  key: string;
  /** Place in line: entries go out in `seq` order within their lane (enqueue time, in µs). */
  seq: number;
  table: TableName;
  rows: OutboxRow[];
  lane: Lane;
  /** Failed attempts so far (drives the backoff). */
  attempts: number;
  /** Attempts in a row the server refused this client (401/403/404): bounded, then set aside. */
  denials: number;
  /** Epoch ms before which the entry is not sent again (0: now). */
  notBefore: number;
  /**
   * The key of the entry queued before this one that it belongs with (SPEC §7, the demo request
   * and its lead "in one guarded block"): when the server refuses that entry for good, this one
   * is dropped with it.
   */
  after?: string;
};
