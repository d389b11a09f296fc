import { classifyResponse, type SendResult } from './classify-response';
import type { OutboxEntry, OutboxRow } from './outbox-entry';
import type { Sender } from './rest-sender';

export type Delivery = {
  /** Rows still to send later (empty: the entry is done). */
  remaining: OutboxRow[];
  /** Rows the server refused for good, already logged. */
  rejected: number;
};

export type RejectionLog = (message: string) => void;

function describe(result: SendResult): string {
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
  { keepalive, logRejection }: { keepalive: boolean; logRejection: RejectionLog },
): Promise<Delivery> {
  const result = await send(entry.table, entry.rows, { keepalive });
  const verdict = classifyResponse(result);
  const splittable = entry.rows.length > 1 && (verdict === 'invalid' || result.status === 409);
  if (!splittable) {
    if (verdict === 'retry') return { remaining: entry.rows, rejected: 0 };
    if (verdict === 'invalid') {
      logRejection(`Dropped ${entry.rows.length} ${entry.table} row(s) the server refused (${describe(result)})`);
      return { remaining: [], rejected: entry.rows.length };
    }
    return { remaining: [], rejected: 0 };
  }

  const remaining: OutboxRow[] = [];
  let rejected = 0;
  for (const [index, row] of entry.rows.entries()) {
    const single = await send(entry.table, [row], { keepalive });
    const rowVerdict = classifyResponse(single);
    if (rowVerdict === 'retry') {
      // The API went away mid-way: keep this row and every row not tried yet.
      remaining.push(...entry.rows.slice(index));
      break;
    }
    if (rowVerdict === 'invalid') {
      rejected += 1;
      logRejection(`Dropped a ${entry.table} row the server refused (${describe(single)})`);
    }
  }
  return { remaining, rejected };
}
