import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import { listRecords } from './list-records';

/** All personalised guide requests, newest first (SPEC §7). Staff only: pass a service-role client. */
export function listPersonalizedGuides(client: SupabaseClient<Database>) {
  return listRecords(client, 'personalized_guides');
}
