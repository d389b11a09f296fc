// `pnpm --filter supabase status`: is the local stack up, and its URL and keys (like `supabase status`).
import { anonKey } from './keys.mjs';
import { formatStatus } from './print-status.mjs';
import { printableDatabaseUrl, stackConfig } from './stack-config.mjs';

const config = stackConfig();
const status = await fetch(`${config.apiUrl}/rest/v1/`, { headers: { apikey: anonKey } }).then(
  (response) => response.status,
  () => 0,
);

if (status === 200) {
  const urls = { apiUrl: config.apiUrl, databaseUrl: printableDatabaseUrl(config) };
  console.log(`The local Supabase stack is running.\n\n${formatStatus(urls)}`);
} else {
  console.log(
    status === 0
      ? `The local Supabase stack is not running on ${config.apiUrl} (start it with \`pnpm --filter supabase start\`).`
      : `${config.apiUrl} answers ${status}: the gateway runs but PostgREST is not ready.`,
  );
  process.exitCode = 1;
}
