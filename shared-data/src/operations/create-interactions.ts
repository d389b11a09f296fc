import type { NewRecord } from '../database-types';
import { enqueue, type SaveOutcome } from '../outbox/outbox';
import { newId } from './new-id';

/** One bulk insert of tracked events, on the tracking lane (dropped first when the outbox is full). */
export function createInteractions(records: NewRecord<'user_interactions'>[]): Promise<SaveOutcome> {
  return enqueue(
    'user_interactions',
    records.map((record) => ({ ...record, id: newId() })),
    'tracking',
  );
}
