import { localSupabaseUrl } from './ports.mjs';

/** Set to `1` to build for the local data stack (its URL and demo anon key) instead of a hosted project. */
const localStackFlag = 'PUBLIC_SUPABASE_LOCAL';

export interface SupabaseBuildSettings {
  url: string;
  /** Empty for the local stack: the browser code then uses the local demo anon key. */
  anonKey: string;
}

/**
 * The data service a build talks to. Values set in the environment always win; without a URL, the
 * local stack's is used only on request (the flag) or on a dev server, and any other URL needs
 * its project's anon key. A production build without them stops: it would otherwise thank
 * visitors while every record waits in their browser.
 */
export function supabaseBuildSettings({ devServer }: { devServer: boolean }): SupabaseBuildSettings {
  const local = devServer || process.env[localStackFlag] === '1';
  const url = process.env.PUBLIC_SUPABASE_URL || (local ? localSupabaseUrl : '');
  const anonKey = process.env.PUBLIC_SUPABASE_ANON_KEY ?? '';
  const missing = [url ? '' : 'PUBLIC_SUPABASE_URL', url === localSupabaseUrl || anonKey ? '' : 'PUBLIC_SUPABASE_ANON_KEY'].filter(Boolean);
  if (missing.length === 0) return { url, anonKey };
  throw new Error(
    `This build has no data service: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. ` +
      'Set PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY to the hosted project (Supabase: Project Settings → API), ' +
      `or set ${localStackFlag}=1 (and no PUBLIC_SUPABASE_URL) to build for the local stack (${localSupabaseUrl}, demo anon key).`,
  );
}
