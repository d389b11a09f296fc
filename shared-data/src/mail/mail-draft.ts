import { contact } from '../contact';

export interface MailDraft {
  subject: string;
  body: string;
}

/** A blank answer becomes its bracketed placeholder in a draft, for example `[Your Name]`. */
export function orPlaceholder(value: string, placeholder: string): string {
  return value.trim() || placeholder;
}

export function mailtoHref({ subject, body }: MailDraft, to: string = contact.email): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
