import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { afterPress, delayFromPress } from './after-press';

describe('afterPress', () => {
  beforeEach(() => {
    rs.useFakeTimers({ now: 10_000 });
  });
  afterEach(() => {
    rs.useRealTimers();
  });

  it('runs the delay in full from a press made now, and can be cancelled', () => {
    const act = rs.fn();
    afterPress(Date.now(), 800, act);
    rs.advanceTimersByTime(799);
    expect(act).not.toHaveBeenCalled();
    rs.advanceTimersByTime(1);
    expect(act).toHaveBeenCalledOnce();

    const cancelled = rs.fn();
    afterPress(Date.now(), 800, cancelled)();
    rs.advanceTimersByTime(800);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('runs what is left of the delay for a press made earlier, and at once, with no timer, when none is left', async () => {
    const act = rs.fn();
    afterPress(Date.now() - 300, 800, act);
    rs.advanceTimersByTime(499);
    expect(act).not.toHaveBeenCalled();
    rs.advanceTimersByTime(1);
    expect(act).toHaveBeenCalledOnce();

    const late = rs.fn();
    afterPress(Date.now() - 800, 800, late);
    expect(late).toHaveBeenCalledOnce();
    expect(rs.getTimerCount()).toBe(0);
    await expect(delayFromPress(Date.now() - 5_000, 3_000)).resolves.toBeUndefined();
  });
});
