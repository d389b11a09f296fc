import type { NewRecord } from '../database-types';
// By package name, not a relative path: the outbox must be the one shared instance on the page.
import { enqueue, type SaveOutcome } from '@salesiq/shared-data/outbox/outbox';
import { fitRecord } from './fit-record';
import { newId } from './new-id';

/**
 * One bulk insert of tracked events, fitted to the schema's text limits, on the tracking lane
 * (dropped first when the outbox is full).
 */
export function createInteractions(records: NewRecord<'user_interactions'>[]): Promise<SaveOutcome> {
  return enqueue(
    'user_interactions',
    records.map((record) => ({ ...fitRecord('user_interactions', record), id: newId() })),
    'tracking',
  );
}
