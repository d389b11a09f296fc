import type { BotConfig, HandlerName } from './bot-config';
import { companyOf, goalOf, handlerNames } from './bot-config';
import { oneLine } from './one-line';

const titles: Record<HandlerName, string> = {
  trigger: 'TRIGGER HANDLER',
  message: 'MESSAGE HANDLER',
  context: 'CONTEXT HANDLER',
  failure: 'FAILURE HANDLER',
};

/** The four handlers in one file for the script page, each under a banner naming where it goes. */
export function combinedScript(config: BotConfig, scripts: Record<HandlerName, string>): string {
  return [
    `// ${oneLine(companyOf(config))} AI bot for Zoho SalesIQ (${oneLine(config.industryName)})`,
    `// Primary goal: ${oneLine(goalOf(config))}`,
    '// Four handlers follow. Paste each section into the Zobot handler of the same name.',
    '',
    ...handlerNames.flatMap((handler, index) => [
      `// ---------- ${index + 1}. ${titles[handler]} ----------`,
      scripts[handler],
    ]),
  ].join('\n');
}
