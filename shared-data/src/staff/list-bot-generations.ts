import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import { listNewestFirst } from './list-newest-first';

/** All bot_generations, newest first (SPEC §7). Staff only: pass a service-role client. */
export function listBotGenerations(client: SupabaseClient<Database>) {
  return listNewestFirst('bot_generations', () => client.from('bot_generations').select('*'), { time: 'created_at', tieBreaker: 'id' });
}
