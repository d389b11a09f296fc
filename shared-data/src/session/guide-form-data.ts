import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** What the visitor entered on /personalized-guide (SPEC §3 "Session stores": guideFormData). */
export interface GuideFormData {
  name: string;
  company: string;
  email: string;
  /** A guide-form industry value, for example `real-estate` or `ecommerce`. */
  industry: string;
}

export const guideFormDataKey = 'guideFormData';

/** Session storage holds whatever was written last, possibly by an older build: check the shape. */
export function isGuideFormData(value: unknown): value is GuideFormData {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['name', 'company', 'email', 'industry'].every((field) => typeof record[field] === 'string');
}

// No sessionStorage on the server: the atom reads as `null` there.
const sessionJson = createJSONStorage<GuideFormData | null>(() => globalThis.sessionStorage);

/**
 * The guide form's data for this browser session, shared by every app through the jotai and
 * shared-data singletons. `null` until the form is submitted; a malformed stored value reads as `null`.
 */
export const guideFormDataAtom = atomWithStorage<GuideFormData | null>(
  guideFormDataKey,
  null,
  {
    ...sessionJson,
    getItem: (key, initialValue) => {
      const stored = sessionJson.getItem(key, initialValue);
      return isGuideFormData(stored) ? stored : initialValue;
    },
  },
  { getOnInit: true },
);
