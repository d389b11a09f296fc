import type { InsertOf, NewRecord, TableName } from '../database-types';
import { enqueue, type SaveOutcome } from '../outbox/outbox';
import { newId } from './new-id';

/** A named create operation for one table: the record gets its client-made id and goes to the outbox. */
export function recordCreator<T extends TableName>(table: T) {
  return (record: NewRecord<T>): Promise<SaveOutcome> =>
    enqueue(table, [{ ...record, id: newId() } as InsertOf<T>]);
}
