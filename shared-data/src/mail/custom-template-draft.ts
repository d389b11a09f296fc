import { kitIndustryName } from '../kit/kit-industry';
import { draftBody, type DraftSender, type MailDraft, senderOrPlaceholders } from './mail-draft';

/** The answers to the home page's custom-template prompts; any may be blank. */
export interface CustomTemplateAnswers extends DraftSender {
  industry: string;
}

/** The pre-filled mail draft of a custom-template request from the home page (SPEC §7, §9). */
export function customTemplateDraft(answers: CustomTemplateAnswers): MailDraft {
  const { name, email, company } = senderOrPlaceholders(answers);
  const industry = answers.industry.trim() ? kitIndustryName(answers.industry) : '[Your Industry]';

  const body = draftBody({
    ask: `I would like a custom AI bot template for ${company}.`,
    details: [`Name: ${name}`, `Email: ${email}`, `Company: ${company}`, `Industry: ${industry}`],
    rest: [
      'What the bot should do:',
      '1. Main goal (bookings, lead capture, support, sales): ',
      '2. Questions our customers ask most often: ',
      '3. Systems to connect (CRM, bookings, payments): ',
      '4. Languages and opening hours: ',
      '',
      'I understand the custom template is delivered within 24 hours.',
    ],
    name,
  });

  return { subject: `Custom SalesIQ Template Request - ${company}`, body };
}
