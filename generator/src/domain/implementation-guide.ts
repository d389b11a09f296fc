import { contact } from '@salesiq/shared-data/contact';
import type { BotConfig } from './bot-config';
import { companyOf } from './bot-config';
import type { BotTemplate } from './bot-templates';
import { crmLeadFields } from './crm-lead';
import { documentHeading } from './document-heading';
import { scriptFileName } from './file-names';
import { oneLine } from './one-line';

export interface GuideRecipient {
  name: string;
  email: string;
}

/** The step-by-step text that goes with the script on the script page. */
export function implementationGuide(config: BotConfig, template: BotTemplate, recipient: GuideRecipient): string {
  return [
    ...documentHeading('AI BOT IMPLEMENTATION GUIDE', config),
    `Prepared for: ${oneLine(recipient.name)} <${oneLine(recipient.email)}>`,
    '',
    'WHAT YOU HAVE',
    `- ${scriptFileName(companyOf(config), config.industry)}: four Zobot handlers (trigger, message, context, failure)`,
    `- A Zoho CRM Leads record with ${crmLeadFields.join(', ')}`,
    `- Integrations to plan for: ${template.integrations.join(', ')}`,
    '',
    'STEP 1 (WEEK 1): CREATE THE BOT',
    '1. In Zoho SalesIQ open Settings > Bots > Zobot and add a new bot.',
    '2. Choose SalesIQ Scripts (Deluge) as the platform and pick the brands it answers for.',
    '3. Set the bot name and avatar; keep the business hours you use for your team.',
    '',
    'STEP 2 (WEEK 1): CONNECT ZOHO CRM',
    '1. Create a connection to Zoho CRM with the scope ZohoCRM.modules.leads.CREATE.',
    '2. Create a connection to Zoho SalesIQ with the visitor-session scopes (read and create).',
    '3. Put your portal name and connection name at the top of the message handler.',
    '4. Add a single-line custom field Primary_Goal to the Leads module.',
    '',
    'STEP 3 (WEEK 2): PASTE THE HANDLERS',
    '1. Trigger handler: paste the TRIGGER HANDLER section.',
    '2. Message handler: paste the MESSAGE HANDLER section (booking conversation).',
    '3. Context handler: paste the CONTEXT HANDLER section (guided enquiry).',
    '4. Failure handler: paste the FAILURE HANDLER section (busy team, closed hours, errors).',
    '5. Save each handler; the editor checks the Deluge syntax.',
    '',
    'STEP 4 (WEEK 3): TEST AND GO LIVE',
    `1. Open your website chat and click ${template.buttons[0]}; complete the booking with test details.`,
    '2. Check that the lead appears in Zoho CRM with every field filled.',
    '3. Test outside business hours and with every agent offline to see the failure handler.',
    '4. Publish the bot.',
    '',
    'ONGOING: IMPROVE',
    '- Review chat transcripts weekly and add answers for questions the bot missed.',
    '- Track leads created, booking completion rate and response time.',
    '',
    'NEED A HAND?',
    `Phone: ${contact.phone}`,
    `Email: ${contact.email}`,
    `Website: ${contact.website}`,
    `Book an implementation call: ${contact.bookingUrl}`,
    '',
  ].join('\n');
}
