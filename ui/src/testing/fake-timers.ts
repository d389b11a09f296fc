import { afterEach, beforeEach, rs } from '@rstest/core';
import { act, cleanup, configure, getConfig } from '@testing-library/react';

/**
 * Fake timers for the component tests of every package (call once per test file). Testing Library drains microtasks with a real setTimeout(0)
 * unless it sees Jest's fake timers; under rstest's that timeout never fires, so its async
 * wrapper is replaced while the fake clock runs.
 */
export function installFakeTimersForComponents(): void {
  const { asyncWrapper } = getConfig();
  beforeEach(() => {
    configure({ asyncWrapper: (run: () => Promise<unknown>) => run() });
    rs.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    rs.useRealTimers();
    configure({ asyncWrapper });
  });
}

/** Moves the fake clock on, letting React apply the updates the timers make. */
export function advance(ms: number): void {
  act(() => {
    rs.advanceTimersByTime(ms);
  });
}

/** Lets pending promise callbacks (awaited saves) run, inside act. */
export async function flushPromises(): Promise<void> {
  await act(async () => {
    for (let round = 0; round < 5; round += 1) await Promise.resolve();
  });
}
