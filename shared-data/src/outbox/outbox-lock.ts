const lockName = 'salesiq-outbox';

/**
 * Runs `work` while holding the site-wide outbox lock (Web Locks), so two tabs never send the
 * same entries at once. Without Web Locks it runs directly; the client-made ids (409/23505 on a
 * second insert) still keep every row stored once.
 */
export async function withOutboxLock<T>(locks: LockManager | undefined, work: () => Promise<T>): Promise<T> {
  if (locks === undefined) return work();
  return await locks.request(lockName, work);
}
