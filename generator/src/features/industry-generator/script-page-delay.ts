import { saveErrorLine } from '@salesiq/shared-data/operations/save-logged';
import type { SaveOutcome } from '@salesiq/shared-data/outbox/outbox';
import { delayFromPress } from '@salesiq/ui/after-press';

/** SPEC §4/§9: the wait after a stored save, and after a save that was not stored in time. */
export const storedWaitMs = 2000;
export const queuedWaitMs = 3000;

/** SPEC §8: an unanswered save stays in the outbox; a refused one is gone. */
const logNotStored = (outcome: SaveOutcome | undefined) =>
  console.warn(saveErrorLine('bot generation', outcome === 'refused' ? 'refused' : 'queued'));

/**
 * Resolves when the script page may open, counted from the press (`pressedAt`): 2 s after it
 * when both records are stored by then, otherwise at 3 s, never later, whatever the data service
 * does (a save still under way goes on in the outbox). A press acted on late (held until the form
 * had its code) may come when the 2 s are over: the save has had no time to answer, so the page
 * opens once it is stored, or at 3 s.
 */
export async function waitForScriptPage(saved: Promise<SaveOutcome>, pressedAt = Date.now()): Promise<void> {
  const atQueuedWait = delayFromPress(pressedAt, queuedWaitMs).then(() => undefined);
  let outcome: SaveOutcome | undefined;
  void saved.then((answer) => {
    outcome = answer;
  });
  if (pressedAt + storedWaitMs <= Date.now()) {
    if ((await Promise.race([saved, atQueuedWait])) === 'stored') return;
  } else {
    await delayFromPress(pressedAt, storedWaitMs);
    if (outcome === 'stored') return;
  }
  logNotStored(outcome);
  await atQueuedWait;
}
