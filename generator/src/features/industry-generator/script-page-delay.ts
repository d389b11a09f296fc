import { wait } from '../../shared/wait';

/** SPEC §4/§9: the wait after a stored save, and after a save that stays in the outbox for a retry. */
export const storedWaitMs = 2000;
export const queuedWaitMs = 3000;

/**
 * Resolves when the script page may open: 2 s after submit when both records are stored by then,
 * otherwise at 3 s, never later, whatever the data service does (a save still under way goes on
 * in the outbox).
 */
export async function waitForScriptPage(saved: Promise<boolean>): Promise<void> {
  let stored = false;
  void saved.then((value) => {
    stored = value;
  });
  await wait(storedWaitMs);
  if (stored) return;
  console.warn('Error saving bot generation: it stays queued and will be retried.');
  await wait(queuedWaitMs - storedWaitMs);
}
