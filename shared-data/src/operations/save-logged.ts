import type { SaveOutcome } from '@salesiq/shared-data/outbox/outbox';

/**
 * SPEC §8 "logged": a submission whose records are not all stored by their first try (they stay
 * in the outbox, which tries again until they are) is logged as `Error saving <what>`; the
 * visitor sees nothing of it. Pass the creates in the order the records are to be stored: the
 * outbox queues them as they are called. Resolves to the submission's outcome.
 */
export async function saveLogged(what: string, saves: Promise<SaveOutcome>[]): Promise<SaveOutcome> {
  const outcomes = await Promise.all(saves);
  if (outcomes.every((outcome) => outcome === 'stored')) return 'stored';
  console.error(`Error saving ${what}: it stays queued and will be retried.`);
  return 'queued';
}
