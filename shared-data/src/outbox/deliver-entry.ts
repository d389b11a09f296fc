import { classifyResponse, type SendResult } from './classify-response';
import type { OutboxEntry, OutboxRow } from './outbox-entry';
import type { Sender } from './rest-sender';

export type Delivery = {
  /** Rows still to send later (empty: the entry is done). */
  remaining: OutboxRow[];
  /** Rows the server refused for good, already logged. */
  rejected: number;
  /** The answer when the server refused this client (401/403/404, 42501) rather than the data. */
  refusal: SendResult | undefined;
  /** How long the server asked to wait before the next try, if it did. */
  retryAfterMs?: number;
};

export type ErrorLog = (message: string) => void;

export function describeResult(result: SendResult): string {
  return `${result.status}${result.code ? ` ${result.code}` : ''}: ${result.message ?? 'no message'}`;
}

/**
 * One delivery attempt of an entry. A batch that meets 409 (some row already stored) or a data
 * error (one bad row fails the whole insert) is resent row by row, so each row gets its own
 * verdict and no good row is lost with a bad or already-stored one.
 */
export async function deliverEntry(
  entry: OutboxEntry,
  send: Sender,
  { keepalive, logError }: { keepalive: boolean; logError: ErrorLog },
): Promise<Delivery> {
  const result = await send(entry.table, entry.rows, { keepalive });
  const verdict = classifyResponse(result);
  const splittable = entry.rows.length > 1 && (verdict === 'invalid' || result.status === 409);
  if (!splittable) {
    if (verdict === 'retry') {
      return { remaining: entry.rows, rejected: 0, refusal: undefined, ...(result.retryAfterMs === undefined ? {} : { retryAfterMs: result.retryAfterMs }) };
    }
    if (verdict === 'denied') return { remaining: entry.rows, rejected: 0, refusal: result };
    if (verdict === 'invalid') {
      logError(`Dropped ${entry.rows.length} ${entry.table} row(s) the server refused (${describeResult(result)})`);
      return { remaining: [], rejected: entry.rows.length, refusal: undefined };
    }
    return { remaining: [], rejected: 0, refusal: undefined };
  }

  const remaining: OutboxRow[] = [];
  let rejected = 0;
  let refusal: SendResult | undefined;
  for (const [index, row] of entry.rows.entries()) {
    const single = await send(entry.table, [row], { keepalive });
    const rowVerdict = classifyResponse(single);
    if (rowVerdict === 'retry' || rowVerdict === 'denied') {
      // The API went away (or turned this client away) mid-way: keep this row and every row not
      // tried yet.
      remaining.push(...entry.rows.slice(index));
      if (rowVerdict === 'denied') refusal = single;
      break;
    }
    if (rowVerdict === 'invalid') {
      rejected += 1;
      logError(`Dropped a ${entry.table} row the server refused (${describeResult(single)})`);
    }
  }
  return { remaining, rejected, refusal };
}
