import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import { listRecords } from './list-records';

/** All bot generations, newest first (SPEC §7). Staff only: pass a service-role client. */
export function listBotGenerations(client: SupabaseClient<Database>) {
  return listRecords(client, 'bot_generations');
}
