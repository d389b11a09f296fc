// CONTRACT STUB — the tracking work (issue 4) replaces these bodies. Remotes report the events
// that only they can see through these functions; page views, focus, blur, scroll and clicks are
// captured by the tracker the shell starts, never by a remote's own listeners.
import type { Json } from '@salesiq/shared-data/database-types';

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

/** A submitted form: `formData` is redacted (name, email, phone values never leave the page). */
export function reportFormSubmit(_formType: string, _formData: Record<string, Json>): void {}

export function reportDownload(_downloadType: DownloadType, _fileName: string): void {}

/** `chatAction`: for example `open`, `close`, `minimize`, `user_message`, `quick_reply`, `bot_message`. */
export function reportChat(_chatAction: string, _chatData: ChatData): void {}

/** A click the delegated listener cannot see (for example a programmatic navigation). */
export function reportClick(_element: { type: string; id: string | null; text: string }): void {}
