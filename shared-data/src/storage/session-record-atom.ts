import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * The atom of one session store (SPEC §3 "Session stores"): a record of text fields in the tab's
 * session storage, read when the page loads (`getOnInit`), so a page that needs it has it on its
 * first render. `null` until written; a stored value without every field as text (an older
 * release, a hand edit) or not JSON reads as `null`, as it does on the server, which has no
 * session storage.
 */
export function sessionRecordAtom<T extends { [K in keyof T]: string }>(key: string, fields: readonly (keyof T & string)[]) {
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
  return atomWithStorage<T | null>(key, null, storage, { getOnInit: true });
}
