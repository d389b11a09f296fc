import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** What the industry-page generator saves for the script page (SPEC §3 "Session stores"). */
export interface BotGeneratorData {
  companyName: string;
  /** The industry key of the page, e.g. `healthcare`, `retail`. */
  industry: string;
  industryDisplayName: string;
  primaryGoal: string;
  name: string;
  email: string;
}

export const botGeneratorDataKey = 'botGeneratorData';

const fields = ['companyName', 'industry', 'industryDisplayName', 'primaryGoal', 'name', 'email'] as const;

/** Session storage can hold anything (an older release, a hand edit): accept only a complete record. */
export function isBotGeneratorData(value: unknown): value is BotGeneratorData {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return fields.every((field) => typeof record[field] === 'string');
}

// No sessionStorage on the server: the atom reads as `null` there.
const storage = createJSONStorage<BotGeneratorData | null>(() => globalThis.sessionStorage);

/** Shared by every app through the singleton `@salesiq/shared-data`; `null` when nothing was generated in this tab. */
export const botGeneratorDataAtom = atomWithStorage<BotGeneratorData | null>(
  botGeneratorDataKey,
  null,
  {
    ...storage,
    getItem: (key, initialValue) => {
      const stored = storage.getItem(key, initialValue);
      return isBotGeneratorData(stored) ? stored : initialValue;
    },
  },
  { getOnInit: true },
);
