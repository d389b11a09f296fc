import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { pagePatienceMs, pageReadyOrLate } from './page-ready-or-late';

const pages = rs.hoisted(() => ({ ready: () => {} }));
rs.mock('./page-modules', () => ({
  loadPageModule: () =>
    new Promise<void>((resolve) => {
      pages.ready = resolve;
    }),
}));

/** Whether `promise` has settled, once pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let round = 0; round < 5; round += 1) await Promise.resolve();
  return done;
}

describe('pageReadyOrLate', () => {
  beforeEach(() => {
    rs.useFakeTimers();
  });
  afterEach(() => {
    rs.useRealTimers();
  });

  it('resolves as soon as the page is ready', async () => {
    const ready = pageReadyOrLate('/personalized-guide');
    expect(await settled(ready)).toBe(false);
    pages.ready();
    expect(await settled(ready)).toBe(true);
    expect(rs.getTimerCount()).toBe(0);
  });

  it('resolves when the patience runs out if the page has not come by then', async () => {
    const ready = pageReadyOrLate('/personalized-guide');
    rs.advanceTimersByTime(pagePatienceMs - 1);
    expect(await settled(ready)).toBe(false);
    rs.advanceTimersByTime(1);
    expect(await settled(ready)).toBe(true);
  });
});
