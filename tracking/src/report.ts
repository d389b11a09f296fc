// Remotes report the events only they can see through these functions; page views (from the
// shell's router), focus, blur, scroll and clicks never need a remote's own listeners.
import type { Json } from '@salesiq/shared-data/database-types';
import { track } from '@salesiq/tracking/tracker';
import { redactFormData, redactText } from './redact';

export type DownloadType =
  | 'bot_script'
  | 'implementation_guide'
  | 'template_kit'
  | 'personalized_guide'
  | 'blueprint'
  | 'handler_script';

export interface ChatData {
  message?: string;
  industry: string;
  step: number;
}

let lastPageView = { href: '', at: 0 };

/** The current route was shown: called by the shell's router effect, the first load included. */
export function reportPageView(): void {
  const now = Date.now();
  // React StrictMode runs effects twice in development: count one view of a URL per second.
  if (location.href === lastPageView.href && now - lastPageView.at < 1000) return;
  lastPageView = { href: location.href, at: now };
  track({ type: 'page_view' });
}

/** A submitted form: `formData` is redacted (name, email, phone values never leave the page). */
export function reportFormSubmit(formType: string, formData: Record<string, Json>): void {
  track(() => ({
    type: 'form_submit',
    data: { form_type: formType, form_data: redactFormData(formData) },
  }));
}

export function reportDownload(downloadType: DownloadType, fileName: string): void {
  track({ type: 'download', data: { download_type: downloadType, file_name: fileName } });
}

/** `chatAction`: for example `open`, `close`, `minimize`, `user_message`, `quick_reply`, `bot_message`. */
export function reportChat(chatAction: string, { message, industry, step }: ChatData): void {
  track(() => {
    const chatData = { message: message === undefined ? null : redactText(message), industry, step };
    return { type: 'chat_interaction', data: { chat_action: chatAction, chat_data: chatData } };
  });
}

/** A click the delegated listener cannot see (for example a programmatic navigation). */
export function reportClick(element: { type: string; id: string | null; text: string }): void {
  track({ type: 'click', element });
}
