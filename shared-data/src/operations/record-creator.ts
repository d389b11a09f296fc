import type { InsertOf, NewRecord, TableName } from '../database-types';
// By package name, not a relative path: the outbox must be the one shared instance on the page.
import { enqueue, type SaveOutcome } from '@salesiq/shared-data/outbox/outbox';
import { fitRecord } from './fit-record';
import { newId } from './new-id';

/**
 * A named create operation for one table: the record is fitted to the schema's text limits, gets
 * its client-made id and goes to the outbox.
 */
export function recordCreator<T extends Exclude<TableName, 'user_interactions'>>(table: T) {
  return (record: NewRecord<T>): Promise<SaveOutcome> =>
    enqueue(table, [{ ...fitRecord(table, record), id: newId() } as InsertOf<T>]);
}
