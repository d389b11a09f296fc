import { sessionRecordAtom } from '../storage/session-record-atom';

/** What the visitor entered on /personalized-guide (SPEC §3 "Session stores": guideFormData). */
export interface GuideFormData {
  name: string;
  company: string;
  email: string;
  /** A guide-form industry value, for example `real-estate` or `ecommerce`. */
  industry: string;
}

export const guideFormDataKey = 'guideFormData';

/**
 * The guide form's data for this browser session: one atom on the page, whichever app uses it
 * (the session stores are federation singletons, tooling/mf-shared.ts). `null` until the form is
 * submitted.
 */
export const guideFormDataAtom = sessionRecordAtom<GuideFormData>(guideFormDataKey, ['name', 'company', 'email', 'industry']);
