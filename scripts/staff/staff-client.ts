import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@salesiq/shared-data/database-types';
import WebSocket from 'ws';
import { localSupabaseUrl } from '../../tooling/ports.mjs';

/**
 * A service-role client from SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY. Node 20 has no global
 * WebSocket, and supabase-js's realtime client throws at creation without one: `ws` stands in.
 */
export function staffClient(env: NodeJS.ProcessEnv): SupabaseClient<Database> {
  const key = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (!key) {
    throw new Error(
      'SUPABASE_SERVICE_ROLE_KEY is not set. Staff commands read with the service role key (local stack: `pnpm --filter supabase status` prints it).',
    );
  }
  return createClient<Database>(env.SUPABASE_URL?.trim() || localSupabaseUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** A refused read explained: a wrong key says so rather than printing an empty list. */
export function explainReadError(error: unknown, url: string): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/permission denied|JWT|Invalid API key|401|No API key/i.test(message)) {
    return `The data API at ${url} refused SUPABASE_SERVICE_ROLE_KEY (${message}). Use the project's service role key, not the anon key.`;
  }
  return message;
}
