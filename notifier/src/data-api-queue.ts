import { createClient } from '@supabase/supabase-js';
import type { Database } from '@salesiq/shared-data/database-types';
import { claimLeadNotifications } from '@salesiq/shared-data/staff/claim-lead-notifications';
import { markLeadNotificationSent } from '@salesiq/shared-data/staff/mark-lead-notification-sent';
import { releaseLeadNotification } from '@salesiq/shared-data/staff/release-lead-notification';
import WebSocket from 'ws';
import type { NotificationQueue } from './deliver-due';

/** Entries per claim, and how long they stay this notifier's: ten sends take well under a second. */
const batchSize = 10;
const leaseSeconds = 120;

/**
 * The queue through the data API (PostgREST RPC) with the service-role key, so the notifier runs
 * beside the local stack and a hosted project alike. Node 20 has no global WebSocket, which
 * supabase-js's realtime client needs at creation: `ws` stands in (as in `pnpm leads`).
 */
export function dataApiQueue(url: string, serviceRoleKey: string): NotificationQueue {
  const client = createClient<Database>(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  return {
    claim: () => claimLeadNotifications(client, { maxEntries: batchSize, leaseSeconds }),
    markSent: (entryId) => markLeadNotificationSent(client, entryId),
    release: (entry, failure) => releaseLeadNotification(client, { entryId: entry.id, leaseToken: entry.lease_token, failure }),
  };
}
