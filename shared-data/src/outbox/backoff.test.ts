import { describe, expect, it } from '@rstest/core';
import { maxRetryMs, retryDelay } from './backoff';

describe('retryDelay', () => {
  it('doubles from 1 s after each failure', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempts) => retryDelay(attempts, () => 1))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000,
    ]);
  });

  it('never waits more than 60 s, however many failures', () => {
    for (const attempts of [7, 10, 11, 20, 1_000, Number.MAX_SAFE_INTEGER]) {
      expect(retryDelay(attempts, () => 1)).toBe(maxRetryMs);
    }
  });

  it('jitters between 75 % and 100 % of the step', () => {
    expect(retryDelay(1, () => 0)).toBe(750);
    expect(retryDelay(1, () => 0.5)).toBe(875);
    expect(retryDelay(30, () => 0)).toBe(45_000);
    for (let sample = 0; sample < 200; sample += 1) {
      const delay = retryDelay(3);
      expect(delay).toBeGreaterThanOrEqual(3_000);
      expect(delay).toBeLessThanOrEqual(4_000);
    }
  });

  it('treats the first try like the first failure', () => {
    expect(retryDelay(0, () => 1)).toBe(1_000);
  });
});
