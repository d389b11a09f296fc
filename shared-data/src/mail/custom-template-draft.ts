import { kitIndustryName } from '../kit/kit-industry';
import { type MailDraft, orPlaceholder } from './mail-draft';

/** The answers to the home page's custom-template prompts; any may be blank. */
export interface CustomTemplateAnswers {
  name: string;
  email: string;
  company: string;
  industry: string;
}

/** The pre-filled mail draft of a custom-template request from the home page (SPEC §7, §9). */
export function customTemplateDraft(answers: CustomTemplateAnswers): MailDraft {
  const name = orPlaceholder(answers.name, '[Your Name]');
  const email = orPlaceholder(answers.email, '[Your Email]');
  const company = orPlaceholder(answers.company, '[Your Company]');
  const industry = answers.industry.trim() ? kitIndustryName(answers.industry) : '[Your Industry]';

  const body = [
    'Hello SalesIQ Bot Studio team,',
    '',
    `I would like a custom AI bot template for ${company}.`,
    '',
    'My details:',
    `Name: ${name}`,
    `Email: ${email}`,
    `Company: ${company}`,
    `Industry: ${industry}`,
    '',
    'What the bot should do:',
    '1. Main goal (bookings, lead capture, support, sales): ',
    '2. Questions our customers ask most often: ',
    '3. Systems to connect (CRM, bookings, payments): ',
    '4. Languages and opening hours: ',
    '',
    'I understand the custom template is delivered within 24 hours.',
    '',
    'Kind regards,',
    name,
  ].join('\n');

  return { subject: `Custom SalesIQ Template Request - ${company}`, body };
}
