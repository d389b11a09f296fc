import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import { rowsOrThrow } from './rows-or-throw';

/** All demo_requests, newest first (SPEC §7). Staff only: pass a service-role client. */
export async function listDemoRequests(client: SupabaseClient<Database>) {
  const result = await client.from('demo_requests').select('*').order('created_at', { ascending: false });
  return rowsOrThrow('demo_requests', result);
}
