import { anonKey, jwtSecret, serviceRoleKey } from './keys.mjs';

/**
 * The lines `supabase status` prints, plus the env vars the site and staff scripts read.
 * @param {{ apiUrl: string, databaseUrl: string }} urls
 */
export function formatStatus({ apiUrl, databaseUrl }) {
  return [
    `         API URL: ${apiUrl}`,
    `        REST URL: ${apiUrl}/rest/v1`,
    `          DB URL: ${databaseUrl}`,
    `      JWT secret: ${jwtSecret}`,
    `        anon key: ${anonKey}`,
    `service_role key: ${serviceRoleKey}`,
    '',
    'For the site (public) and staff scripts (secret):',
    `  PUBLIC_SUPABASE_URL=${apiUrl}`,
    `  PUBLIC_SUPABASE_ANON_KEY=${anonKey}`,
    `  SUPABASE_SERVICE_ROLE_KEY=${serviceRoleKey}`,
  ].join('\n');
}
