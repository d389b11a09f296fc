declare global {
  var scheduler: { yield?: () => Promise<void> } | undefined;
}

const channel = typeof MessageChannel === 'undefined' ? null : new MessageChannel();
const waiting: Array<() => void> = [];
if (channel) channel.port1.onmessage = () => waiting.shift()?.();

/**
 * Resolves in a later task, so the browser can paint and handle input in between: long start-up
 * work split at these points never blocks the page for long. A message, not a timer: timers are
 * clamped when nested, and test clocks fake them.
 */
export function yieldToMain(): Promise<void> {
  if (globalThis.scheduler?.yield) return globalThis.scheduler.yield();
  if (!channel) return Promise.resolve();
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
}
