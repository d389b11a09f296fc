/**
 * Runs `act` once `delayMs` have passed since a press made at `pressedAt` (a `Date.now()` time),
 * and returns what cancels it. A press acted on late (held until its part of the page had its
 * code) may find the delay already over: then `act` runs at once, not on a timer of 0 ms, which a
 * paused clock would never fire.
 */
export function afterPress(pressedAt: number, delayMs: number, act: () => void): () => void {
  const remaining = pressedAt + delayMs - Date.now();
  if (remaining <= 0) {
    act();
    return () => {};
  }
  const timer = setTimeout(act, remaining);
  return () => clearTimeout(timer);
}

/** `afterPress` as a promise, for a flow that awaits the delay. */
export function delayFromPress(pressedAt: number, delayMs: number): Promise<void> {
  return new Promise((resolve) => {
    afterPress(pressedAt, delayMs, resolve);
  });
}
