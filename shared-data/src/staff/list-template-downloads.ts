import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import { listRecords } from './list-records';

/** All template downloads, newest first (SPEC §7). Staff only: pass a service-role client. */
export function listTemplateDownloads(client: SupabaseClient<Database>) {
  return listRecords(client, 'template_downloads');
}
