// The Supabase CLI's public local-development JWT secret and the demo keys signed with it
// (the values `supabase status` prints). They are public on purpose and only ever used locally:
// with them the embedded stack and `supabase start` are interchangeable by env vars alone.

export const jwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** Role `anon`, expires 2032-11-11. */
export const anonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** Role `service_role`, expires 2032-11-11. Staff scripts and tests only, never a browser bundle. */
export const serviceRoleKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
