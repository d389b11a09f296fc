/** Resolves after `ms` milliseconds (the spec's fixed delays). */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}
