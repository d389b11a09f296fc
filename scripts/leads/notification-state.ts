import type { LeadJourneyRow } from '@salesiq/shared-data/database-types';

/** A request the sales inbox has not heard of this long after it came needs a person (issue 55). */
const overdueMs = 24 * 60 * 60 * 1000;

/** When the lead's e-mail went, `pending` while it may still go, `NOT NOTIFIED` after 24 h without it. */
export function notificationState(lead: Pick<LeadJourneyRow, 'created_at' | 'notified_at'>, now: Date): string {
  if (lead.notified_at) return lead.notified_at;
  return now.getTime() - Date.parse(lead.created_at) >= overdueMs ? 'NOT NOTIFIED' : 'pending';
}
