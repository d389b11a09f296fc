// Remotes report the events only they can see through these functions; page views (from the
// shell's router), focus, blur, scroll and clicks never need a remote's own listeners.
import type { Json } from '@salesiq/shared-data/database-types';
import { track } from '@salesiq/tracking/tracker';
import { pageViewRecordedKey } from './events-before-tracking.mjs';
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

/**
 * The page at `url` was shown, with the document's title: called by the router's effect
 * (federation's RouteEffects), the first load included. The address is the router's: the
 * browser's may already be another one (a Back pressed as the page came).
 */
export function reportPageView(url: string): void {
  // The page's head script need not keep its view for the next page (events-before-tracking.mjs).
  Reflect.set(window, pageViewRecordedKey, true);
  track({ type: 'page_view', moment: { url, title: document.title, time: new Date() } });
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

