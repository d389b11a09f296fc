import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import { rowsOrThrow } from './rows-or-throw';

/** All template_downloads, newest first (SPEC §7). Staff only: pass a service-role client. */
export async function listTemplateDownloads(client: SupabaseClient<Database>) {
  const result = await client.from('template_downloads').select('*').order('created_at', { ascending: false });
  return rowsOrThrow('template_downloads', result);
}
