import type { BotConfig } from './bot-config';
import { companyOf, goalOf } from './bot-config';
import type { BotTemplate } from './bot-templates';
import { bookingStages, genericFlowStages } from './conversation-stages';
import { crmLeadFields } from './crm-lead';
import { noAgentsOptions } from './failure-handler';
import { oneLine } from './one-line';

const arrow = ['     |', '     v'];

/** The conversation as a plain-text flowchart, shown after generation and part of the blueprint. */
export function flowchart(config: BotConfig, template: BotTemplate): string {
  const steps: string[][] = [
    ['[1] Visitor opens the chat'],
    [
      '[2] Trigger handler: greeting and main menu',
      `     Options: ${template.buttons.join(' | ')}`,
    ],
    [
      `[3] Message handler: ${template.bookingNoun} booking`,
      `     ${bookingStages.join(' -> ')}`,
      '     (the lead is created in Zoho CRM before "completed")',
    ],
    [
      '[4] Context handler: guided enquiry',
      `     ${genericFlowStages.join(' -> ')}`,
      '     (the lead is created in Zoho CRM before "completed")',
    ],
    ['[5] Zoho CRM Leads record', `     ${crmLeadFields.join(', ')}`],
    [
      '[6] Failure handler',
      `     no_agents_available -> ${noAgentsOptions.join(' | ')}`,
      '     outside_hours       -> closed notice, AI available 24/7, booking or information',
      '     any other error     -> apology and the main menu',
    ],
  ];
  return [
    `AI BOT FLOWCHART: ${oneLine(companyOf(config))} (${oneLine(config.industryName)})`,
    `Primary goal: ${oneLine(goalOf(config))}`,
    '',
    ...steps.flatMap((step, index) => (index === 0 ? step : [...arrow, ...step])),
    '',
  ].join('\n');
}
