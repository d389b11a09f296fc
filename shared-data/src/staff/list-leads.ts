import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import { rowsOrThrow } from './rows-or-throw';

/** All leads, newest first (SPEC §7). Staff only: pass a service-role client. */
export async function listLeads(client: SupabaseClient<Database>) {
  const result = await client.from('leads').select('*').order('created_at', { ascending: false });
  return rowsOrThrow('leads', result);
}
