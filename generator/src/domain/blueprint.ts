import { contact } from '@salesiq/shared-data/contact';
import type { BotConfig } from './bot-config';
import { companyOf, handlerNames, uniqueEntries } from './bot-config';
import type { BotTemplate } from './bot-templates';
import { bookingStages, genericFlowStages } from './conversation-stages';
import { crmLeadFields, crmLeadSource } from './crm-lead';
import { documentHeading } from './document-heading';
import { handlerFileName } from './file-names';
import { flowchart } from './flowchart';
import { oneLine } from './one-line';

function section(title: string, lines: readonly string[]): string {
  return [title, '-'.repeat(title.length), ...lines, ''].join('\n');
}

const bulleted = (values: readonly string[]) => values.map((value) => `- ${oneLine(value)}`);

/** The plain-text blueprint of a generated bot: configuration, flows, CRM fields, integrations and support. */
export function blueprint(config: BotConfig, template: BotTemplate): string {
  const company = oneLine(companyOf(config));
  const customFields = uniqueEntries(config.customFields);
  const integrations = uniqueEntries([...template.integrations, ...config.integrations]);
  return [
    ...documentHeading('AI SALESIQ BOT BLUEPRINT', config),
    `Template: ${template.key}`,
    '',
    section('1. Bot overview', [
      `Role: ${template.assistantRole}`,
      `Greeting: ${oneLine(template.greeting(company))}`,
      `Main menu: ${template.buttons.join(' | ')}`,
    ]),
    section('2. Conversation flows', [
      `Booking conversation (message handler): ${bookingStages.join(' -> ')}`,
      `Generic flow (context handler): ${genericFlowStages.join(' -> ')}`,
      'A Zoho CRM lead is created when either flow completes.',
    ]),
    section('3. Slot lists', [
      `${template.serviceSlots.label}: ${template.serviceSlots.values.join(', ')}`,
      `${template.timeSlots.label}: ${template.timeSlots.values.join(', ')}`,
    ]),
    section('4. Zoho CRM fields', [
      `Leads record: ${crmLeadFields.join(', ')}`,
      `Lead_Source value: ${crmLeadSource}`,
      `Recommended ${template.key} fields: ${template.crmFields.join(', ')}`,
      customFields.length > 0
        ? `Your custom fields: ${customFields.map(oneLine).join(', ')}`
        : 'Your custom fields: none listed',
      'Create a custom field Primary_Goal (single line) in the Leads module before going live.',
    ]),
    section('5. Integrations', bulleted(integrations)),
    section('6. Failure handling', [
      'no_agents_available: offer Leave Message, Request Callback or Continue with AI.',
      'outside_hours: say the business is closed, that the AI is available 24/7, and offer booking or information.',
      'Any other error: apologise and show the main menu.',
    ]),
    section('7. Flowchart', [flowchart(config, template)]),
    section(
      '8. Script files',
      handlerNames.map((handler) => `- ${handlerFileName(companyOf(config), config.industry, handler)}: ${handler} handler`),
    ),
    section('9. Implementation support', [
      `Phone: ${contact.phone}`,
      `Email: ${contact.email}`,
      `Website: ${contact.website}`,
      `Book an implementation call: ${contact.bookingUrl}`,
    ]),
  ].join('\n');
}
