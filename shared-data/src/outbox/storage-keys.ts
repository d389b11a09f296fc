/** Where the outbox lives in localStorage: one key per entry, marker and set-aside entry. */

/** Version 1 kept every entry in this one value; it is migrated on first run. */
export const legacyStorageKey = 'salesiq:outbox';

export const entryPrefix = 'salesiq:outbox:entry:';
export const storedPrefix = 'salesiq:outbox:stored:';
export const deadLetterPrefix = 'salesiq:outbox:dead-letter:';

export const entryStorageKey = (key: string) => `${entryPrefix}${key}`;
export const storedStorageKey = (key: string) => `${storedPrefix}${key}`;
export const deadLetterStorageKey = (key: string) => `${deadLetterPrefix}${key}`;

export function storageKeysWith(storage: Storage, prefix: string): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}
