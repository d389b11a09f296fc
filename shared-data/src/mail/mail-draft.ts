import { contact } from '../contact';

export interface MailDraft {
  subject: string;
  body: string;
}

export function mailtoHref({ subject, body }: MailDraft, to: string = contact.email): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Opens the visitor's mail program with a pre-filled draft to the provider. */
export function openMailDraft(draft: MailDraft): void {
  window.location.href = mailtoHref(draft);
}
