declare global {
  /** How many times each shared package module was instantiated on this page (expected: 1). */
  var __SALESIQ_SINGLETONS__: Record<string, number> | undefined;
}

/**
 * Counts instantiations of a shared package's stateful module. A count above 1 means Module
 * Federation loaded a second copy, so the page would hold two states (two queues, two sessions).
 */
export function registerSingleton(packageName: string): void {
  const counts = (globalThis.__SALESIQ_SINGLETONS__ ??= {});
  const count = (counts[packageName] ?? 0) + 1;
  counts[packageName] = count;
  if (count > 1) {
    console.error(`${packageName} was instantiated ${count} times: a shared singleton is duplicated.`);
  }
}
