import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import { listNewestFirst } from './list-newest-first';

/** All demo_requests, newest first (SPEC §7). Staff only: pass a service-role client. */
export function listDemoRequests(client: SupabaseClient<Database>) {
  return listNewestFirst('demo_requests', () => client.from('demo_requests').select('*'), { time: 'created_at', tieBreaker: 'id' });
}
