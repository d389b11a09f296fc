import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import { rowsOrThrow } from './rows-or-throw';

/** All bot_generations, newest first (SPEC §7). Staff only: pass a service-role client. */
export async function listBotGenerations(client: SupabaseClient<Database>) {
  const result = await client.from('bot_generations').select('*').order('created_at', { ascending: false });
  return rowsOrThrow('bot_generations', result);
}
