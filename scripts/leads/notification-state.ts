import type { LeadJourneyRow } from '@salesiq/shared-data/database-types';
import type { UnnotifiedRequest } from '@salesiq/shared-data/staff/list-unnotified-without-lead';
import { printable } from '../staff/printable';

/** A request the sales inbox has not heard of this long after it came needs a person (issue 55). */
export const overdueMs = 24 * 60 * 60 * 1000;

/** When the lead's e-mail went, `pending` while it may still go, `NOT NOTIFIED` after 24 h without it. */
export function notificationState(lead: Pick<LeadJourneyRow, 'created_at' | 'notified_at'>, now: Date): string {
  if (lead.notified_at) return lead.notified_at;
  return now.getTime() - Date.parse(lead.created_at) >= overdueMs ? 'NOT NOTIFIED' : 'pending';
}

/** Requests without a lead (demo bookings) the sales inbox has not heard of after 24 h, for after the table. */
export function unnotifiedLines(requests: readonly UnnotifiedRequest[]): string[] {
  if (requests.length === 0) return [];
  return [
    '',
    'NOT NOTIFIED after 24 h, requests without a lead:',
    ...requests.map(({ entry, name, email }) =>
      printable(`  ${entry.created_at}  ${entry.kind}  ${name} <${email}>${entry.last_error ? `  last try: ${entry.last_error}` : ''}`),
    ),
  ];
}
