import type { InsertOf, NewRecord, TableName } from '../database-types';
// By package name, not a relative path: the outbox must be the one shared instance on the page.
import { enqueue, type SaveOutcome } from '@salesiq/shared-data/outbox/outbox';
import { getSessionId } from '@salesiq/shared-data/visit/session-id';
import { readAttribution } from '../visit/attribution';
import { fitRecord } from './fit-record';
import { newId } from './new-id';

export interface CreateOptions {
  /** The record's id, where a later record names it in `after` (default: a new one). */
  id?: string;
  /** The id of a record created just before that this one belongs with: refused for good, it takes this one with it. */
  after?: string;
}

/**
 * A named create operation for one table: the record gets the visitor's session id and
 * attribution, is fitted to the schema's limits, gets its client-made id and goes to the outbox.
 */
export function recordCreator<T extends Exclude<TableName, 'user_interactions'>>(table: T) {
  return (record: NewRecord<T>, { id = newId(), after }: CreateOptions = {}): Promise<SaveOutcome> =>
    enqueue(
      table,
      [{ ...fitRecord(table, { ...record, session_id: getSessionId(), attribution: readAttribution() }), id } as InsertOf<T>],
      'records',
      after,
    );
}
