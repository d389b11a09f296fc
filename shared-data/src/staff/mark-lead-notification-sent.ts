import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';

/** Ends a sent entry (`mark_lead_notification_sent`); false when it was marked sent already. Staff only. */
export async function markLeadNotificationSent(client: SupabaseClient<Database>, entryId: string): Promise<boolean> {
  const { data, error } = await client.rpc('mark_lead_notification_sent', { entry_id: entryId });
  if (error) throw new Error(`Could not mark lead notification ${entryId} sent: ${error.message}`);
  return data === true;
}
