import { sessionRecordAtom } from '../storage/session-record-atom';

/** What the industry-page generator saves for the script page (SPEC §3 "Session stores": botGeneratorData). */
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

/**
 * The generator's data for this browser session: one atom on the page, whichever app uses it (the
 * session stores are federation singletons, tooling/mf-shared.ts). `null` when nothing was
 * generated in this tab.
 */
export const botGeneratorDataAtom = sessionRecordAtom<BotGeneratorData>(botGeneratorDataKey, [
  'companyName',
  'industry',
  'industryDisplayName',
  'primaryGoal',
  'name',
  'email',
]);
