import type { NewRecord } from '../database-types';
// By package name, not a relative path: the outbox must be the one shared instance on the page.
import { enqueue, type SaveOutcome } from '@salesiq/shared-data/outbox/outbox';
import { newId } from './new-id';

/** One bulk insert of tracked events, on the tracking lane (dropped first when the outbox is full). */
export function createInteractions(records: NewRecord<'user_interactions'>[]): Promise<SaveOutcome> {
  return enqueue(
    'user_interactions',
    records.map((record) => ({ ...record, id: newId() })),
    'tracking',
  );
}
