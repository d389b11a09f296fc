import type { BotConfig } from './bot-config';
import { companyOf } from './bot-config';
import type { BotTemplate } from './bot-templates';
import { delugeList, delugeString } from '@salesiq/shared-data/deluge/deluge-text';
import { scriptHeader } from './script-header';

/** Choices offered when no agent can take the chat. */
export const noAgentsOptions = ['Leave Message', 'Request Callback', 'Continue with AI'] as const;

/** Runs when the bot cannot hand over or something fails: busy team, closed hours, any other error. */
export function failureHandler(config: BotConfig, template: BotTemplate): string {
  const company = companyOf(config);
  const [bookingButton] = template.buttons;
  return [
    scriptHeader(
      config,
      'Failure handler',
      'Handles no_agents_available, outside_hours and any other error without losing the visitor.',
    ),
    'errorCode = "unknown";',
    'if(error != null && error.get("code") != null)',
    '{',
    '\terrorCode = error.get("code");',
    '}',
    'response = Map();',
    'response.put("action", "reply");',
    'if(errorCode == "no_agents_available")',
    '{',
    `\tresponse.put("replies", {${delugeString(`All of the ${company} team are helping other visitors right now. How would you like to continue?`)}});`,
    `\tresponse.put("suggestions", ${delugeList(noAgentsOptions)});`,
    '}',
    'else if(errorCode == "outside_hours")',
    '{',
    `\tresponse.put("replies", {${delugeString(`${company} is closed at the moment, but our AI assistant is available 24/7.`)}, ${delugeString(`I can start your booking now or give you information straight away.`)}});`,
    `\tresponse.put("suggestions", ${delugeList([bookingButton, 'Get Information'])});`,
    '}',
    'else',
    '{',
    `\tresponse.put("replies", {${delugeString('We apologise, something went wrong on our side. Here is the main menu so you can carry on.')}});`,
    `\tresponse.put("suggestions", ${delugeList(template.buttons)});`,
    '}',
    'return response;',
    '',
  ].join('\n');
}
