import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, LeadNotificationRow } from '../database-types';
import { listNewestFirst } from './list-newest-first';
import { rowsOrThrow } from './rows-or-throw';

/** A request with no lead (a home demo booking) whose e-mail to the sales inbox has not gone. */
export interface UnnotifiedRequest {
  entry: LeadNotificationRow;
  name: string;
  email: string;
}

type Contact = { id: string; name: string; email: string };

/**
 * Requests that made no lead, so `lead_journeys` does not list them, and whose e-mail has not
 * gone although they came before `cameBefore`; newest first, with who made them. Staff only:
 * pass a service-role client.
 */
export async function listUnnotifiedWithoutLead(client: SupabaseClient<Database>, cameBefore: Date): Promise<UnnotifiedRequest[]> {
  const entries = await listNewestFirst(
    'lead_notifications',
    () => client.from('lead_notifications').select('*').is('lead_id', null).is('sent_at', null).lte('created_at', cameBefore.toISOString()),
    { time: 'created_at', tieBreaker: 'id' },
  );
  const contacts = new Map<string, Contact>();
  for (const table of new Set(entries.flatMap(({ record_table }) => (record_table ? [record_table] : [])))) {
    const ids = entries.filter((entry) => entry.record_table === table).flatMap(({ record_id }) => (record_id ? [record_id] : []));
    // supabase-js cannot type a select on a table named by a variable: each of these has id, name and email.
    const rows = rowsOrThrow(table, (await client.from(table).select('id,name,email').in('id', ids)) as { data: Contact[] | null; error: { message: string } | null });
    for (const row of rows) contacts.set(row.id, row);
  }
  return entries.map((entry) => {
    const contact = entry.record_id ? contacts.get(entry.record_id) : undefined;
    return { entry, name: contact?.name ?? '', email: contact?.email ?? '' };
  });
}
