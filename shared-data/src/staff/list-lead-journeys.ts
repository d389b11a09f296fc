import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, LeadJourneyRow, LeadType } from '../database-types';
import { industryFilterValue } from './industry-filter-value';
import { listNewestFirst } from './list-newest-first';

/** Each filter given narrows the list. */
export interface LeadJourneyFilters {
  since?: Date;
  leadType?: LeadType;
  /** Matched ignoring case, spaces and punctuation: `real-estate` finds `Real Estate` too. */
  industry?: string;
  leadId?: string;
}

/**
 * Leads with where they came from and their session's journey (`lead_journeys`), newest first.
 * Staff only: pass a service-role client. Throws with the server's message when the read fails.
 */
export function listLeadJourneys(client: SupabaseClient<Database>, filters: LeadJourneyFilters = {}): Promise<LeadJourneyRow[]> {
  const select = () => {
    let query = client.from('lead_journeys').select('*');
    if (filters.since !== undefined) query = query.gte('created_at', filters.since.toISOString());
    if (filters.leadType !== undefined) query = query.eq('lead_type', filters.leadType);
    if (filters.industry !== undefined) query = query.ilike('industry_normalised', industryFilterValue(filters.industry));
    if (filters.leadId !== undefined) query = query.eq('lead_id', filters.leadId);
    return query;
  };
  return listNewestFirst('lead_journeys', select, { time: 'created_at', tieBreaker: 'lead_id' });
}
