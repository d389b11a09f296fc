declare global {
  var scheduler: { yield?: () => Promise<void> } | undefined;
}

let channel: MessageChannel | undefined;
const waiting: Array<() => void> = [];

/**
 * Resolves in a later task, so the browser can paint and handle input in between: long start-up
 * work split at these points never blocks the page for long. A message, not a timer: timers are
 * clamped when nested, and test clocks fake them. On the server there is nothing to yield to.
 */
export function yieldToMain(): Promise<void> {
  if (globalThis.scheduler?.yield) return globalThis.scheduler.yield();
  if (typeof document === 'undefined' || typeof MessageChannel === 'undefined') return Promise.resolve();
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  const port = channel.port2;
  return new Promise((resolve) => {
    waiting.push(resolve);
    port.postMessage(null);
  });
}
