import { draftBody, type MailDraft, orPlaceholder } from './mail-draft';

/** What the visitor typed into the demo-request prompts; blanks become bracketed placeholders. */
export interface DemoRequestAnswers {
  name: string;
  company: string;
  phone: string;
}

/** The industry-specific parts of the draft. */
export interface DemoRequestDraftDetails {
  /** For example "Real Estate" (subject "Real Estate SalesIQ Demo Request"). */
  displayName: string;
  /** Stand-in for a blank company, for example "[Your Store]". */
  businessPlaceholder: string;
  /** Questions about the business the visitor can answer in the draft. */
  questions: readonly string[];
  /** Features the visitor would like to see in the demo. */
  features: readonly string[];
}

/** "a Healthcare", "an Automotive": the article for an industry's name (none of the twenty starts with a silent or a "yoo" vowel). */
const withArticle = (name: string) => `${/^[AEIOU]/i.test(name) ? 'an' : 'a'} ${name}`;

/** The pre-filled mail draft of a demo request from an industry page (SPEC §7 "Mail drafts"). */
export function demoRequestDraft(details: DemoRequestDraftDetails, answers: DemoRequestAnswers): MailDraft {
  const company = orPlaceholder(answers.company, details.businessPlaceholder);
  const name = orPlaceholder(answers.name, '[Your Name]');
  const phone = orPlaceholder(answers.phone, '[Phone Number]');

  const body = draftBody({
    ask: `I would like to book ${withArticle(details.displayName)} SalesIQ demo for ${company}.`,
    details: [`Name: ${name}`, `Company: ${company}`, `Phone: ${phone}`],
    rest: [
      `About ${company}:`,
      ...details.questions.flatMap((question, index) => [`${index + 1}. ${question}`, '   Answer: ', '']),
      'Features I would like to see in the demo:',
      ...details.features.map((feature) => `- ${feature}`),
      '',
      'Please let me know a few times that suit for a 30-minute session.',
    ],
    name,
  });

  return { subject: `${details.displayName} SalesIQ Demo Request`, body };
}
