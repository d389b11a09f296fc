import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import { listNewestFirst } from './list-newest-first';

/** All leads, newest first (SPEC §7). Staff only: pass a service-role client. */
export function listLeads(client: SupabaseClient<Database>) {
  return listNewestFirst('leads', () => client.from('leads').select('*'), { time: 'created_at', tieBreaker: 'id' });
}
