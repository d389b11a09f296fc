/** A person needs longer than this to read and fill even the shortest form. */
export const MIN_FILL_MS = 1500;

export type SubmissionVerdict =
  | { botLike: false }
  | { botLike: true; reason: 'honeypot' | 'too-fast' };

export interface SubmissionFacts {
  /** What the hidden honeypot field holds (people never see it, so it stays empty). */
  honeypotValue: string;
  /** When the form became visible (ms, same clock as `submittedAt`). */
  shownAt: number;
  submittedAt: number;
  minFillMs?: number;
}

/**
 * Whether a submission looks like a bot's: the honeypot was filled, or it came faster than a
 * person fills a form. A bot-like submission gets the normal success path and stores nothing.
 */
export function checkSubmission({ honeypotValue, shownAt, submittedAt, minFillMs = MIN_FILL_MS }: SubmissionFacts): SubmissionVerdict {
  if (honeypotValue.trim() !== '') return { botLike: true, reason: 'honeypot' };
  if (submittedAt - shownAt < minFillMs) return { botLike: true, reason: 'too-fast' };
  return { botLike: false };
}
