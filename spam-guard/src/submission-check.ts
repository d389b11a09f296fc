/** A person needs longer than this to read and fill even the shortest form. */
export const defaultMinFillMs = 1500;

export type SubmissionVerdict =
  | { botLike: false }
  | { botLike: true; reason: 'honeypot' | 'too-fast' };

export interface SubmissionFacts {
  /** What the hidden honeypot field holds (people never see it, so it stays empty). */
  honeypotValue: string;
  /** When the form became visible (ms, same clock as `submittedAt`). */
  shownAt: number;
  submittedAt: number;
  /** Whether the browser reported real keyboard, pointer or input events inside the form. */
  humanInput: boolean;
  minFillMs?: number;
}

/**
 * Whether a submission looks like a bot's: the honeypot was filled, or it came faster than a
 * person fills a form without a single real input event (a script setting values and submitting).
 * Real input lifts the time limit: browser autofill and assistive tools can fill a form in
 * milliseconds, and losing a person's lead costs more than letting a fast bot through.
 * A bot-like submission gets the normal success path and stores nothing.
 */
export function checkSubmission({ honeypotValue, shownAt, submittedAt, humanInput, minFillMs = defaultMinFillMs }: SubmissionFacts): SubmissionVerdict {
  if (honeypotValue.trim() !== '') return { botLike: true, reason: 'honeypot' };
  if (!humanInput && submittedAt - shownAt < minFillMs) return { botLike: true, reason: 'too-fast' };
  return { botLike: false };
}
