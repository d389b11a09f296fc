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

/** Opens the visitor's mail program with a pre-filled draft to the provider. */
export function openMailDraft(draft: MailDraft): void {
  const link = document.createElement('a');
  link.href = mailtoHref(draft);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
