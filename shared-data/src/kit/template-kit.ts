import { contact } from '../contact';
import { botScriptSection, botStagesSection } from './kit-bot-flow';
import { kitContext, heading } from './kit-context';
import { bookingSection, crmSection } from './kit-crm';
import { leadScoringSection, targetsSection } from './kit-results';

export interface TemplateKitRequest {
  /** Industry value (`healthcare`, `real-estate`, `other`) or display name (`Real Estate`); empty for General. */
  industry: string;
  name: string;
  company: string;
}

/** `SalesIQ-{industry}-Templates-{name with whitespace turned into hyphens}.txt`; General when no industry. */
export function templateKitFileName(industry: string, name: string): string {
  return `SalesIQ-${industry || 'General'}-Templates-${name.trim().replace(/\s+/g, '-')}.txt`;
}

/** The plain-text template kit (SPEC §3 "Template kit text", §9). */
export function buildTemplateKit({ industry, name, company }: TemplateKitRequest): string {
  const context = kitContext(industry, name, company);
  const title = `SALESIQ AI BOT TEMPLATE KIT - ${context.industryName.toUpperCase()}`;
  return [
    `${title}\n${'#'.repeat(title.length)}`,
    [
      `Prepared for: ${context.person}`,
      `Company: ${context.company}`,
      `Industry: ${context.industryName}`,
      'Inside: a sample bot flow, a Zobot script, CRM and booking field maps, lead scoring and success targets.',
    ].join('\n'),
    botStagesSection(context),
    botScriptSection(context),
    crmSection(context),
    bookingSection(context),
    leadScoringSection(),
    targetsSection(),
    [
      heading('7. Next Steps'),
      '1. Create a Zobot in SalesIQ and paste the message handler.',
      '2. Connect Zoho CRM and Zoho Bookings, then map the fields above.',
      '3. Test every stage with a colleague, then go live on your website.',
      '4. Review lead scores and intents weekly and tune the replies.',
    ].join('\n'),
    [
      heading('Need Help?'),
      `${contact.company} sets up, customises and optimises SalesIQ bots for you.`,
      `Email: ${contact.email}`,
      `Phone: ${contact.phone}`,
      `Website: ${contact.website}`,
      `Book a free consultation: ${contact.bookingUrl}`,
    ].join('\n'),
  ].join('\n\n') + '\n';
}
