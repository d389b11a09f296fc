import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import { listNewestFirst } from './list-newest-first';

/** All personalized_guides, newest first (SPEC §7). Staff only: pass a service-role client. */
export function listPersonalizedGuides(client: SupabaseClient<Database>) {
  return listNewestFirst('personalized_guides', () => client.from('personalized_guides').select('*'), { time: 'created_at', tieBreaker: 'id' });
}
