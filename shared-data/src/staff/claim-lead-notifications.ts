import type { SupabaseClient } from '@supabase/supabase-js';
import type { ClaimedLeadNotification, Database } from '../database-types';

export interface ClaimOptions {
  maxEntries: number;
  /** How long the entries are this caller's: after that another claim may take them. */
  leaseSeconds: number;
}

/**
 * Leases due e-mails of the sales inbox (`claim_lead_notifications`: FOR UPDATE SKIP LOCKED, so
 * two notifiers never get the same entry). Staff only: pass a service-role client.
 */
export async function claimLeadNotifications(
  client: SupabaseClient<Database>,
  { maxEntries, leaseSeconds }: ClaimOptions,
): Promise<ClaimedLeadNotification[]> {
  const { data, error } = await client.rpc('claim_lead_notifications', { max_entries: maxEntries, lease_seconds: leaseSeconds });
  if (error) throw new Error(`Could not claim lead notifications: ${error.message}`);
  return data ?? [];
}
