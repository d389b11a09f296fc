import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, InteractionType } from '../database-types';
import { listNewestFirst } from './list-newest-first';

type InteractionRow = Database['public']['Tables']['user_interactions']['Row'];

/** The optional filters of SPEC §7; each one given narrows the list. */
export interface InteractionFilters {
  sessionId?: string;
  userId?: string;
  interactionType?: InteractionType;
  pageUrl?: string;
}

/**
 * Recorded interactions, newest `timestamp` first (SPEC §7). Staff only: pass a service-role client.
 * Throws with the server's message when the read fails.
 */
export function listUserInteractions(
  client: SupabaseClient<Database>,
  filters: InteractionFilters = {},
): Promise<InteractionRow[]> {
  const select = () => {
    let query = client.from('user_interactions').select('*');
    if (filters.sessionId !== undefined) query = query.eq('session_id', filters.sessionId);
    if (filters.userId !== undefined) query = query.eq('user_id', filters.userId);
    if (filters.interactionType !== undefined) query = query.eq('interaction_type', filters.interactionType);
    if (filters.pageUrl !== undefined) query = query.eq('page_url', filters.pageUrl);
    return query;
  };
  return listNewestFirst('user_interactions', select, { time: 'timestamp', tieBreaker: 'id' });
}
