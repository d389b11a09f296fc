import type { SaveOutcome } from '@salesiq/shared-data/outbox/outbox';

/** The outcome of records saved together: refused if any was refused, stored if all were. */
export function combinedOutcome(outcomes: readonly SaveOutcome[]): SaveOutcome {
  if (outcomes.includes('refused')) return 'refused';
  return outcomes.every((outcome) => outcome === 'stored') ? 'stored' : 'queued';
}

/** SPEC §8's log line, `Error saving <what>`, saying what became of the records. */
export function saveErrorLine(what: string, outcome: Exclude<SaveOutcome, 'stored'>): string {
  return outcome === 'refused'
    ? `Error saving ${what}: the data service refused it, so it is not kept.`
    : `Error saving ${what}: it stays queued and will be retried.`;
}

/**
 * SPEC §8 "logged": a submission whose records are not all stored by their first try is logged
 * as `Error saving <what>`; the visitor sees nothing of it. Records that wait stay in the outbox,
 * which tries again until they are stored. Pass the creates in the order the records are to be
 * stored: the outbox queues them as they are called. Resolves to the submission's outcome.
 */
export async function saveLogged(what: string, saves: Promise<SaveOutcome>[]): Promise<SaveOutcome> {
  const outcome = combinedOutcome(await Promise.all(saves));
  if (outcome !== 'stored') console.error(saveErrorLine(what, outcome));
  return outcome;
}
