import { contact } from '../contact';

export interface MailDraft {
  subject: string;
  body: string;
}

/** A blank answer becomes its bracketed placeholder in a draft, for example `[Your Name]`. */
export function orPlaceholder(value: string, placeholder: string): string {
  return value.trim() || placeholder;
}

/** Who a draft is from; any value may be blank. */
export interface DraftSender {
  name: string;
  email: string;
  company: string;
}

/** The sender's details for a draft, each blank one as its placeholder. */
export function senderOrPlaceholders({ name, email, company }: DraftSender): DraftSender {
  return { name: orPlaceholder(name, '[Your Name]'), email: orPlaceholder(email, '[Your Email]'), company: orPlaceholder(company, '[Your Company]') };
}

/**
 * A draft's body, the same frame for every request: the greeting, what the visitor asks for, their
 * details, what follows (`rest`), and their name under the closing.
 */
export function draftBody({ ask, details, rest, name }: { ask: string; details: readonly string[]; rest: readonly string[]; name: string }): string {
  return ['Hello SalesIQ Bot Studio team,', '', ask, '', 'My details:', ...details, '', ...rest, '', 'Kind regards,', name].join('\n');
}

export function mailtoHref({ subject, body }: MailDraft, to: string = contact.email): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
