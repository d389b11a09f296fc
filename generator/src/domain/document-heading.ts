import type { BotConfig } from './bot-config';
import { companyOf, goalOf } from './bot-config';
import { oneLine } from './one-line';

/** The lines that open the blueprint and the implementation guide: the title, underlined, then company, industry and goal. */
export function documentHeading(title: string, config: BotConfig): string[] {
  return [
    title,
    '='.repeat(title.length),
    `Company: ${oneLine(companyOf(config))}`,
    `Industry: ${oneLine(config.industryName)}`,
    `Primary goal: ${oneLine(goalOf(config))}`,
  ];
}
