import { saveErrorLine } from '@salesiq/shared-data/operations/save-logged';
import type { SaveOutcome } from '@salesiq/shared-data/outbox/outbox';

/** SPEC §4/§9: the wait after a stored save, and after a save that was not stored in time. */
export const storedWaitMs = 2000;
export const queuedWaitMs = 3000;

/** SPEC §8: an unanswered save stays in the outbox; a refused one is gone. */
const logNotStored = (outcome: SaveOutcome | undefined) =>
  console.warn(saveErrorLine('bot generation', outcome === 'refused' ? 'refused' : 'queued'));

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves when the script page may open: 2 s after the press when both records are stored by
 * then, otherwise at 3 s, never later, whatever the data service does (a save still under way
 * goes on in the outbox).
 */
export async function waitForScriptPage(saved: Promise<SaveOutcome>): Promise<void> {
  let outcome: SaveOutcome | undefined;
  void saved.then((answer) => {
    outcome = answer;
  });
  await wait(storedWaitMs);
  if (outcome === 'stored') return;
  logNotStored(outcome);
  await wait(queuedWaitMs - storedWaitMs);
}
