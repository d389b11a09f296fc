import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import { listRecords } from './list-records';

/** All consultation requests, newest first (SPEC §7). Staff only: pass a service-role client. */
export function listConsultations(client: SupabaseClient<Database>) {
  return listRecords(client, 'consultations');
}
