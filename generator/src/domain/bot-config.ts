export const handlerNames = ['trigger', 'message', 'context', 'failure'] as const;
export type HandlerName = (typeof handlerNames)[number];

/** What a generated bot is made from: the visitor's answers in either generator. */
export interface BotConfig {
  /** Industry key as the form sends it: `healthcare`, `retail`, `real-estate`, `realestate`... */
  industry: string;
  /** Readable industry name, e.g. "Real Estate". */
  industryName: string;
  companyName: string;
  /** May be empty (the standalone generator does not require it). */
  primaryGoal: string;
  /** Extra integrations and CRM custom fields the visitor listed (standalone generator). */
  integrations: readonly string[];
  customFields: readonly string[];
}

export interface GeneratedBot {
  industry: string;
  company: string;
  scripts: Record<HandlerName, string>;
  flowchart: string;
  blueprint: string;
}

/** Goal wording used in scripts when the visitor chose none. */
export const defaultGoal = 'Capture and qualify leads around the clock';

export function goalOf(config: BotConfig): string {
  return config.primaryGoal.trim() || defaultGoal;
}

export function companyOf(config: BotConfig): string {
  return config.companyName.trim();
}

/** Non-empty entries, trimmed, first occurrence kept (case-insensitive). */
export function uniqueEntries(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of values) {
    const entry = value.trim();
    const key = entry.toLowerCase();
    if (!entry || seen.has(key)) continue;
    seen.add(key);
    result.push(entry);
  }
  return result;
}
