import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database-types';
import { supabaseEnv } from './env';

let client: Promise<SupabaseClient<Database>> | undefined;

/**
 * The one supabase-js client of the page, created on first use. The library is loaded with a
 * dynamic import so it never weighs on the first page load; visitors need no session, so nothing
 * is persisted or refreshed.
 */
export function getSupabaseClient(): Promise<SupabaseClient<Database>> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const { url, anonKey } = supabaseEnv();
    return createClient<Database>(url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
  });
  // A failed chunk load must not stick: the next call tries again.
  client.catch(() => {
    client = undefined;
  });
  return client;
}
