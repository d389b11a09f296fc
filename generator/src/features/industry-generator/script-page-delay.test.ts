import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import type { SaveOutcome } from '@salesiq/shared-data/outbox/outbox';
import { queuedWaitMs, storedWaitMs, waitForScriptPage } from './script-page-delay';

/** How many milliseconds of fake time pass before the wait ends. */
async function elapsedUntilDone(saved: Promise<SaveOutcome>): Promise<number> {
  let done = false;
  void waitForScriptPage(saved).then(() => {
    done = true;
  });
  let elapsed = 0;
  while (!done && elapsed < 10_000) {
    await rs.advanceTimersByTimeAsync(100);
    elapsed += 100;
  }
  return elapsed;
}

const never = new Promise<SaveOutcome>(() => {});
const after = (ms: number, value: SaveOutcome) => new Promise<SaveOutcome>((resolve) => setTimeout(() => resolve(value), ms));

describe('waitForScriptPage', () => {
  beforeEach(() => {
    rs.useFakeTimers();
    rs.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    rs.useRealTimers();
    rs.restoreAllMocks();
  });

  it('ends at 2 s when both records are stored by then', async () => {
    expect(await elapsedUntilDone(after(1900, 'stored'))).toBe(storedWaitMs);
    expect(storedWaitMs).toBe(2000);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('ends at 3 s, logged, when a record stays queued', async () => {
    expect(await elapsedUntilDone(Promise.resolve('queued'))).toBe(queuedWaitMs);
    expect(queuedWaitMs).toBe(3000);
    expect(console.warn).toHaveBeenCalledWith('Error saving bot generation: it stays queued and will be retried.');
  });

  it('ends at 3 s, logged as refused, when the data service refused a record', async () => {
    expect(await elapsedUntilDone(Promise.resolve('refused'))).toBe(queuedWaitMs);
    expect(console.warn).toHaveBeenCalledWith('Error saving bot generation: the data service refused it, so it is not kept.');
  });

  it('ends at 3 s when the data service has not answered by 2 s, whether it answers later or never', async () => {
    expect(await elapsedUntilDone(after(2500, 'stored'))).toBe(queuedWaitMs);
    expect(await elapsedUntilDone(never)).toBe(queuedWaitMs);
  });
});
