/**
 * Counts, per client address, the requests the gateway refuses itself (413) in fixed windows,
 * so an address that keeps sending what can only be refused is turned away (429) before its
 * next body is read. The database's rate limit never sees these requests: they never reach it.
 * @param {{ limit: number, windowMs: number, now?: () => number }} options
 */
export function createRefusalCounter({ limit, windowMs, now = Date.now }) {
  /** @type {Map<string, number>} */
  let counts = new Map();
  let currentWindow = 0;
  const windowNow = () => {
    const window = Math.floor(now() / windowMs);
    if (window !== currentWindow) {
      currentWindow = window;
      counts = new Map();
    }
  };
  return {
    /** @param {string} address */
    count(address) {
      windowNow();
      counts.set(address, (counts.get(address) ?? 0) + 1);
    },
    /**
     * Seconds until the address may send again, or 0 when it may now.
     * @param {string} address
     */
    secondsBlocked(address) {
      windowNow();
      if ((counts.get(address) ?? 0) < limit) return 0;
      return Math.max(1, Math.ceil(((currentWindow + 1) * windowMs - now()) / 1000));
    },
  };
}
