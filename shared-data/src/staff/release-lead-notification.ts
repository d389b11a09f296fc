import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';

/**
 * Puts an entry that could not be sent back in the queue with backoff (`release_lead_notification`);
 * false when the lease was no longer the caller's (it expired and another claim took it). Staff only.
 */
export async function releaseLeadNotification(
  client: SupabaseClient<Database>,
  { entryId, leaseToken, failure }: { entryId: string; leaseToken: string; failure: string },
): Promise<boolean> {
  const { data, error } = await client.rpc('release_lead_notification', { entry_id: entryId, claim: leaseToken, failure });
  if (error) throw new Error(`Could not release lead notification ${entryId}: ${error.message}`);
  return data === true;
}
