import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import { listNewestFirst } from './list-newest-first';

/** All consultations, newest first (SPEC §7). Staff only: pass a service-role client. */
export function listConsultations(client: SupabaseClient<Database>) {
  return listNewestFirst('consultations', () => client.from('consultations').select('*'), { time: 'created_at', tieBreaker: 'id' });
}
