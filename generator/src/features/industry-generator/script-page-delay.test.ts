import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { queuedWaitMs, storedWaitMs, waitForScriptPage } from './script-page-delay';

/** How many milliseconds of fake time pass before the wait ends. */
async function elapsedUntilDone(saved: Promise<boolean>): Promise<number> {
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

const never = new Promise<boolean>(() => {});
const after = (ms: number, value: boolean) => new Promise<boolean>((resolve) => setTimeout(() => resolve(value), ms));

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
    expect(await elapsedUntilDone(after(1900, true))).toBe(storedWaitMs);
    expect(storedWaitMs).toBe(2000);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('ends at 3 s, logged, when a record stays queued', async () => {
    expect(await elapsedUntilDone(Promise.resolve(false))).toBe(queuedWaitMs);
    expect(queuedWaitMs).toBe(3000);
    expect(console.warn).toHaveBeenCalled();
  });

  it('ends at 3 s when the data service has not answered by 2 s, whether it answers later or never', async () => {
    expect(await elapsedUntilDone(after(2500, true))).toBe(queuedWaitMs);
    expect(await elapsedUntilDone(never)).toBe(queuedWaitMs);
  });

  it('counts from the press: a press acted on late waits what is left of the 2 s, or, past them, for the save up to 3 s', async () => {
    let done = false;
    void waitForScriptPage(after(100, true), Date.now() - 1_500).then(() => {
      done = true;
    });
    await rs.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await rs.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);

    const late = waitForScriptPage(after(50, true), Date.now() - 2_500);
    await rs.advanceTimersByTimeAsync(50);
    await expect(late).resolves.toBeUndefined();
    expect(console.warn).not.toHaveBeenCalled();

    let gaveUp = false;
    void waitForScriptPage(never, Date.now() - 2_500).then(() => {
      gaveUp = true;
    });
    await rs.advanceTimersByTimeAsync(499);
    expect(gaveUp).toBe(false);
    await rs.advanceTimersByTimeAsync(1);
    expect(gaveUp).toBe(true);
    expect(console.warn).toHaveBeenCalledOnce();
  });
});
