import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, LeadJourneyRow, LeadType } from '../database-types';
import { rowsOrThrow } from './rows-or-throw';

/** Each filter given narrows the list. */
export interface LeadJourneyFilters {
  since?: Date;
  leadType?: LeadType;
  industry?: string;
  leadId?: string;
}

/**
 * Leads with where they came from and their session's journey (`lead_journeys`), newest first.
 * Staff only: pass a service-role client. Throws with the server's message when the read fails.
 */
export async function listLeadJourneys(
  client: SupabaseClient<Database>,
  filters: LeadJourneyFilters = {},
): Promise<LeadJourneyRow[]> {
  let query = client.from('lead_journeys').select('*');
  if (filters.since !== undefined) query = query.gte('created_at', filters.since.toISOString());
  if (filters.leadType !== undefined) query = query.eq('lead_type', filters.leadType);
  if (filters.industry !== undefined) query = query.eq('industry', filters.industry);
  if (filters.leadId !== undefined) query = query.eq('lead_id', filters.leadId);
  return rowsOrThrow('lead_journeys', await query.order('created_at', { ascending: false }));
}
