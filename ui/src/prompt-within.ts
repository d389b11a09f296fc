import { browserDialogs } from './browser-dialogs';

interface AnswerLimit {
  maxLength: number;
  /** What is asked for, as the reminder names it: "phone number". */
  subject: string;
}

/**
 * Asks as `browserDialogs.prompt` does, for an answer the database can keep whole: an answer
 * longer than `maxLength` characters is not cut short in silence. The visitor is told the limit
 * and asked again with their answer in the field, to shorten it. Cancelling gives null, as a
 * cancelled prompt does.
 */
export function promptWithin(question: string, { maxLength, subject }: AnswerLimit): string | null {
  let answer = browserDialogs.prompt(question);
  while (answer !== null && [...answer.trim()].length > maxLength) {
    browserDialogs.alert(`Please keep your ${subject} to ${maxLength} characters or fewer.`);
    answer = browserDialogs.prompt(question, answer);
  }
  return answer;
}
