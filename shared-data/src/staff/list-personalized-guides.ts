import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import { rowsOrThrow } from './rows-or-throw';

/** All personalized_guides, newest first (SPEC §7). Staff only: pass a service-role client. */
export async function listPersonalizedGuides(client: SupabaseClient<Database>) {
  const result = await client.from('personalized_guides').select('*').order('created_at', { ascending: false });
  return rowsOrThrow('personalized_guides', result);
}
