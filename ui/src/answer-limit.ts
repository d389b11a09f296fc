/** How long a typed answer may be for the database to keep it whole, and what the reminder calls it. */
export interface AnswerLimit {
  maxLength: number;
  /** What is asked for, as the reminder names it: "phone number". */
  subject: string;
}

/** Counts characters as the database does (code points, so an emoji is one), spaces around not counted. */
export function exceedsLimit(answer: string, { maxLength }: AnswerLimit): boolean {
  return [...answer.trim()].length > maxLength;
}

export function limitReminder({ maxLength, subject }: AnswerLimit): string {
  return `Please keep your ${subject} to ${maxLength} characters or fewer.`;
}
