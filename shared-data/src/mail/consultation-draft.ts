import { draftBody, type DraftSender, type MailDraft, orPlaceholder, senderOrPlaceholders } from './mail-draft';

/** Who asks for the consultation and which guide they read; any value may be blank. */
export interface ConsultationRequest extends DraftSender {
  /** For example "Real Estate". */
  industryName: string;
  /** The guide's title, for example "AI Patient Engagement Playbook for Clinics". */
  guideTitle: string;
}

/** The pre-filled mail draft of "Book Free Consultation" on the personalised guide page (SPEC §4, §7). */
export function consultationDraft(request: ConsultationRequest): MailDraft {
  const { name, email, company } = senderOrPlaceholders(request);
  const industry = orPlaceholder(request.industryName, '[Your Industry]');
  const guide = orPlaceholder(request.guideTitle, `SalesIQ ${industry} guide`);

  const body = draftBody({
    ask: `I have read my personalized ${industry} implementation guide ("${guide}") and would like to book the free consultation for ${company}.`,
    details: [`Name: ${name}`, `Email: ${email}`, `Company: ${company}`, `Industry: ${industry}`, 'Phone (optional): [Phone Number]'],
    rest: [
      'To make the most of the call:',
      '1. Times that suit me over the next week: ',
      '2. The use case I would like to start with: ',
      '3. Tools we use today (CRM, calendar, website platform): ',
      '4. Our biggest customer-communication challenge: ',
      '',
      'I understand you reply within 24 hours to confirm a time.',
    ],
    name,
  });

  return { subject: `Free Consultation Request - ${company} (${industry} SalesIQ Guide)`, body };
}
