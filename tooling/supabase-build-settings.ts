import { supabaseUrl } from './ports.mjs';

/** Set to `1` to build for the local data stack (its URL and demo anon key) instead of a hosted project. */
export const localStackFlag = 'PUBLIC_SUPABASE_LOCAL';

export interface SupabaseBuildSettings {
  url: string;
  /** Empty for the local stack: the browser code then uses the local demo anon key. */
  anonKey: string;
}

/**
 * The data service a build talks to. Values set in the environment always win; a missing one is
 * filled in for the local stack only on request (the flag) or on a dev server. A production build
 * without them stops: it would otherwise thank visitors while every record waits in their browser.
 */
export function supabaseBuildSettings({ devServer }: { devServer: boolean }): SupabaseBuildSettings {
  const url = process.env.PUBLIC_SUPABASE_URL ?? '';
  const anonKey = process.env.PUBLIC_SUPABASE_ANON_KEY ?? '';
  const local = devServer || process.env[localStackFlag] === '1';
  if (local) return { url: url || supabaseUrl(), anonKey };
  const missing = [url ? '' : 'PUBLIC_SUPABASE_URL', anonKey ? '' : 'PUBLIC_SUPABASE_ANON_KEY'].filter(Boolean);
  if (missing.length === 0) return { url, anonKey };
  throw new Error(
    `This production build has no data service: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. ` +
      'Set PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY to the hosted project (Supabase: Project Settings → API), ' +
      `or set ${localStackFlag}=1 to build for the local stack (${supabaseUrl()}, demo anon key).`,
  );
}
