import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { yieldToMain } from './yield-to-main';

/** Resolves after `count` microtask turns: far less than a task. */
const microtasks = async (count = 10) => {
  for (let turn = 0; turn < count; turn += 1) await Promise.resolve();
};

describe('yieldToMain', () => {
  afterEach(() => {
    rs.unstubAllGlobals();
  });

  it('resumes in a later task, not within the current one', async () => {
    let resumed = false;
    const waiting = yieldToMain().then(() => {
      resumed = true;
    });
    await microtasks();
    expect(resumed).toBe(false);
    await waiting;
    expect(resumed).toBe(true);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const pause = rs.fn(() => Promise.resolve());
    rs.stubGlobal('scheduler', { yield: pause });
    await yieldToMain();
    expect(pause).toHaveBeenCalledTimes(1);
  });
});
