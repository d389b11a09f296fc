import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { localAnonKey, localSupabaseUrl, supabaseEnv } from './env';

afterEach(() => {
  rs.unstubAllEnvs();
});

describe('supabaseEnv', () => {
  it('defaults to the local stack and its demo anon key', () => {
    rs.stubEnv('PUBLIC_SUPABASE_URL', '');
    rs.stubEnv('PUBLIC_SUPABASE_ANON_KEY', '');
    expect(supabaseEnv()).toEqual({ url: localSupabaseUrl, anonKey: localAnonKey });
    expect(localSupabaseUrl).toBe('http://127.0.0.1:54321');
  });

  it('uses the values the build defines, without a trailing slash', () => {
    rs.stubEnv('PUBLIC_SUPABASE_URL', 'https://abc.supabase.co/');
    rs.stubEnv('PUBLIC_SUPABASE_ANON_KEY', 'project-anon-key');
    expect(supabaseEnv()).toEqual({ url: 'https://abc.supabase.co', anonKey: 'project-anon-key' });
  });

  it('ships an anon key, never a service-role key', () => {
    const payload = JSON.parse(atob(localAnonKey.split('.')[1] ?? '')) as { role: string };
    expect(payload.role).toBe('anon');
  });
});
