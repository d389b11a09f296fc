import { delayFromPress } from '@salesiq/ui/after-press';

/** SPEC §4/§9: the wait after a stored save, and after a save that stays in the outbox for a retry. */
export const storedWaitMs = 2000;
export const queuedWaitMs = 3000;

const logQueued = () => console.warn('Error saving bot generation: it stays queued and will be retried.');

/**
 * Resolves when the script page may open, counted from the press (`pressedAt`): 2 s after it
 * when both records are stored by then, otherwise at 3 s, never later, whatever the data service
 * does (a save still under way goes on in the outbox). A press acted on late (held until the form
 * had its code) may come when the 2 s are over: the save has had no time to answer, so the page
 * opens once it is stored, or at 3 s.
 */
export async function waitForScriptPage(saved: Promise<boolean>, pressedAt = Date.now()): Promise<void> {
  const atQueuedWait = delayFromPress(pressedAt, queuedWaitMs).then(() => false);
  if (pressedAt + storedWaitMs <= Date.now()) {
    if (await Promise.race([saved, atQueuedWait])) return;
    logQueued();
    await atQueuedWait;
    return;
  }
  let stored = false;
  void saved.then((value) => {
    stored = value;
  });
  await delayFromPress(pressedAt, storedWaitMs);
  if (stored) return;
  logQueued();
  await atQueuedWait;
}
