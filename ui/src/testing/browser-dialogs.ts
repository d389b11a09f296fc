import { onTestFinished, rs } from '@rstest/core';
import { browserDialogs } from '../browser-dialogs';

/** A mail draft as the visitor's mail program would open it. */
export interface OpenedMailDraft {
  to: string;
  subject: string;
  body: string;
}

/** What the visitor was shown and asked, and the mail drafts opened, each in order. */
export interface BrowserDialogsRecord {
  alerts: string[];
  confirms: string[];
  prompts: string[];
  drafts: OpenedMailDraft[];
}

interface VisitorAnswers {
  /** The prompts' answers in order; once they run out a prompt is cancelled (null). */
  answers?: (string | null)[];
  /** The answer to every confirm (default OK). */
  confirm?: boolean;
}

function readMailto(mailto: string): OpenedMailDraft {
  const url = new URL(mailto);
  return { to: decodeURIComponent(url.pathname), subject: url.searchParams.get('subject') ?? '', body: url.searchParams.get('body') ?? '' };
}

/**
 * Stands in for the visitor at the browser's dialogs until the current test ends (call it inside
 * a test): nothing opens, prompts and confirms get the given answers, everything is recorded.
 */
export function stubBrowserDialogs({ answers = [], confirm = true }: VisitorAnswers = {}): BrowserDialogsRecord {
  const record: BrowserDialogsRecord = { alerts: [], confirms: [], prompts: [], drafts: [] };
  const queue = [...answers];
  const spies = [
    rs.spyOn(browserDialogs, 'alert').mockImplementation((message) => {
      record.alerts.push(message);
    }),
    rs.spyOn(browserDialogs, 'confirm').mockImplementation((message) => {
      record.confirms.push(message);
      return confirm;
    }),
    rs.spyOn(browserDialogs, 'prompt').mockImplementation((message) => {
      record.prompts.push(message);
      return queue.shift() ?? null;
    }),
    rs.spyOn(browserDialogs, 'openMailDraft').mockImplementation((mailto) => {
      record.drafts.push(readMailto(mailto));
    }),
  ];
  onTestFinished(() => {
    for (const spy of spies) spy.mockRestore();
  });
  return record;
}
