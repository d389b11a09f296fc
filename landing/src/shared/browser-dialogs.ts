import { type MailDraft, openMailDraft } from '@salesiq/shared-data/mail/mail-draft';
import { filledText } from '@salesiq/shared-data/validation/filled-text';

/** The browser dialogs the spec's flows use; injected so the rules are testable without a browser. */
export interface BrowserDialogs {
  prompt(message: string): string | null;
  confirm(message: string): boolean;
  alert(message: string): void;
  openDraft(draft: MailDraft): void;
}

export const browserDialogs: BrowserDialogs = {
  prompt: (message) => window.prompt(message),
  confirm: (message) => window.confirm(message),
  alert: (message) => window.alert(message),
  openDraft: openMailDraft,
};

/** A prompt's answer, trimmed; a cancelled prompt, or one of only invisible characters, is blank. */
export function answer(value: string | null): string {
  return filledText(value);
}
