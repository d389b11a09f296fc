import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** A record of text fields kept in the tab's session storage (SPEC §3 "Session stores"). */
export interface SessionRecord<T extends { [K in keyof T]: string }> {
  /** `null` until written; a stored value of another shape (an older release, a hand edit) or not JSON reads as `null`. */
  atom: ReturnType<typeof atomWithStorage<T | null>>;
  /** Whether a value has every field, each a string. */
  isRecord: (value: unknown) => value is T;
}

/**
 * The atom of one session store, read when the page loads (`getOnInit`), so a page that needs it
 * has it on its first render. On the server there is no session storage: it reads as `null`.
 */
export function sessionRecordAtom<T extends { [K in keyof T]: string }>(key: string, fields: readonly (keyof T & string)[]): SessionRecord<T> {
  const isRecord = (value: unknown): value is T => {
    if (typeof value !== 'object' || value === null) return false;
    const record = value as Record<string, unknown>;
    return fields.every((field) => typeof record[field] === 'string');
  };
  const json = createJSONStorage<T | null>(() => globalThis.sessionStorage);
  const storage = {
    ...json,
    getItem: (storedKey: string, initialValue: T | null) => {
      const stored = json.getItem(storedKey, initialValue);
      return isRecord(stored) ? stored : initialValue;
    },
  };
  return { atom: atomWithStorage<T | null>(key, null, storage, { getOnInit: true }), isRecord };
}
