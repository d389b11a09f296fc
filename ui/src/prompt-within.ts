import { type AnswerLimit, exceedsLimit, limitReminder } from './answer-limit';
import { browserDialogs } from './browser-dialogs';

/**
 * Asks as `browserDialogs.prompt` does, for an answer the database can keep whole: an answer
 * longer than the limit is not cut short in silence. The visitor is told the limit and asked
 * again with their answer in the field, to shorten it. Cancelling gives null, as a cancelled
 * prompt does.
 */
export function promptWithin(question: string, limit: AnswerLimit): string | null {
  let answer = browserDialogs.prompt(question);
  while (answer !== null && exceedsLimit(answer, limit)) {
    browserDialogs.alert(limitReminder(limit));
    answer = browserDialogs.prompt(question, answer);
  }
  return answer;
}
