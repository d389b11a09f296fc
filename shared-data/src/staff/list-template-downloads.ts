import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import { listNewestFirst } from './list-newest-first';

/** All template_downloads, newest first (SPEC §7). Staff only: pass a service-role client. */
export function listTemplateDownloads(client: SupabaseClient<Database>) {
  return listNewestFirst('template_downloads', () => client.from('template_downloads').select('*'), { time: 'created_at', tieBreaker: 'id' });
}
