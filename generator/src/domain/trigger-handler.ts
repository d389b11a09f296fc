import type { BotConfig } from './bot-config';
import { companyOf, goalOf } from './bot-config';
import type { BotTemplate } from './bot-templates';
import { delugeList, delugeString } from '@salesiq/shared-data/deluge/deluge-text';
import { scriptHeader } from './script-header';

/** Runs when a visitor opens the chat: greets them and shows the main menu. */
export function triggerHandler(config: BotConfig, template: BotTemplate): string {
  const company = companyOf(config);
  return [
    scriptHeader(config, 'Trigger handler', 'Runs when a visitor opens the chat: greeting and main menu.'),
    'response = Map();',
    'response.put("action", "reply");',
    `greeting = ${delugeString(template.greeting(company))};`,
    `goalLine = ${delugeString(`Our ${template.assistantRole} is available 24/7 to help with: ${goalOf(config)}.`)};`,
    'visitorName = visitor.get("name");',
    'if(visitorName != null && visitorName != "")',
    '{',
    '\tgreeting = "Hi " + visitorName + "! " + greeting;',
    '}',
    'response.put("replies", {greeting, goalLine});',
    `response.put("suggestions", ${delugeList(template.buttons)});`,
    'return response;',
    '',
  ].join('\n');
}
