import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, TableName } from '../database-types';
import type { UnsentSelect } from './list-in-order';
import { listNewestFirst } from './list-newest-first';

/** The tables of the site's records (every one but user_interactions, which has its own list). */
type RecordTable = Exclude<TableName, 'user_interactions'>;
type RowOf<T extends RecordTable> = Database['public']['Tables'][T]['Row'];

/**
 * Every row of `table`, newest `created_at` first (SPEC §7 "List operations"), the rule of each
 * table's list operation (list-leads.ts and its siblings). Staff only: pass a service-role client.
 * Throws with the server's message when the read fails.
 */
export function listRecords<T extends RecordTable>(client: SupabaseClient<Database>, table: T): Promise<RowOf<T>[]> {
  // supabase-js cannot type a select on a table named by a type parameter: the row type is RowOf<T>.
  const select = () => client.from(table).select('*') as unknown as UnsentSelect<RowOf<T>>;
  return listNewestFirst(table, select, { time: 'created_at', tieBreaker: 'id' });
}
