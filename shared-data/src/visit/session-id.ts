/** The session store's name as SPEC §3 gives it. */
const storageKey = 'session_id';

let memoryId: string | null = null;

/** `session_<timestamp>_<random>`; the random part uses getRandomValues, which works without HTTPS. */
export function newSessionId(): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) =>
    (byte % 36).toString(36),
  ).join('');
  return `session_${Date.now()}_${random}`;
}

/**
 * One id per browser session, shared by every app of the page through sessionStorage. When
 * storage is unavailable (privacy modes, sandboxed frames) the id lives in memory for this page.
 */
export function getSessionId(): string {
  const stored = readStored();
  if (stored) return stored;
  const id = memoryId ?? newSessionId();
  memoryId = id;
  try {
    sessionStorage.setItem(storageKey, id);
  } catch {
    // Storage is full or blocked: the in-memory id still serves this page.
  }
  return id;
}

function readStored(): string | null {
  try {
    return sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}
