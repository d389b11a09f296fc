/**
 * The Supabase CLI's public local demo anon key (role `anon`, signed with the local demo
 * JWT secret): the default for the embedded local stack and `supabase start`.
 */
export const localAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const localSupabaseUrl = 'http://127.0.0.1:54321';

/** Browser-visible connection settings; the build replaces `process.env.PUBLIC_*` with literals. */
export interface SupabaseEnv {
  url: string;
  anonKey: string;
}

export function supabaseEnv(): SupabaseEnv {
  return {
    url: (process.env.PUBLIC_SUPABASE_URL || localSupabaseUrl).replace(/\/+$/, ''),
    anonKey: process.env.PUBLIC_SUPABASE_ANON_KEY || localAnonKey,
  };
}
