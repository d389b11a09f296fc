import type { ClaimedLeadNotification } from '@salesiq/shared-data/database-types';
import { type MailRoute, type RequestMail, requestMail } from './request-mail';

/** The queue as the notifier uses it (`./data-api-queue.ts` over the data API). */
export interface NotificationQueue {
  claim(): Promise<ClaimedLeadNotification[]>;
  markSent(entryId: string): Promise<boolean>;
  release(entry: ClaimedLeadNotification, failure: string): Promise<boolean>;
}

export type SendMail = (mail: RequestMail) => Promise<unknown>;

export interface DeliveryCounts {
  sent: number;
  failed: number;
}

/** An SMTP server that answered about this message gives a response code; without one it was not reached. */
function serverUnreachable(error: unknown): boolean {
  return !(typeof error === 'object' && error !== null && 'responseCode' in error && typeof error.responseCode === 'number');
}

/**
 * Sends every due e-mail, batch after batch, until none is due. A sent entry is marked sent; one
 * that fails goes back to the queue with backoff. When the server cannot be reached at all, the
 * rest of the batch goes back with the same error (they would each wait for the same timeout) and
 * the round ends: the next one is the next poll's.
 */
export async function deliverDue(queue: NotificationQueue, send: SendMail, route: MailRoute, log: (line: string) => void): Promise<DeliveryCounts> {
  const counts = { sent: 0, failed: 0 };
  for (;;) {
    const batch = await queue.claim();
    if (batch.length === 0) return counts;
    let unreachable: string | undefined;
    for (const entry of batch) {
      const mail = requestMail(entry, route);
      try {
        if (unreachable !== undefined) throw new Error(unreachable);
        await send(mail);
      } catch (error) {
        const failure = error instanceof Error ? error.message : String(error);
        if (unreachable === undefined && serverUnreachable(error)) unreachable = failure;
        await queue.release(entry, failure);
        counts.failed += 1;
        log(`Not sent (try ${entry.attempts}, will retry): ${mail.subject} [request ${entry.id}]: ${failure}`);
        continue;
      }
      await queue.markSent(entry.id);
      counts.sent += 1;
      log(`Sent: ${mail.subject} [request ${entry.id}]`);
    }
    if (unreachable !== undefined) return counts;
  }
}
