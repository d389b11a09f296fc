// One place for every local port. PORT_OFFSET shifts them all, so two checkouts
// (or a test run beside a running site) never fight over a port.
const offset = Number(process.env.PORT_OFFSET ?? 0);

export const ports = {
  shell: 3000 + offset,
  landing: 3001 + offset,
  industries: 3002 + offset,
  generator: 3003 + offset,
  guide: 3004 + offset,
  // The benchmark serves its baselines beside the federated site (scripts/benchmark-servers.mjs).
  monolithShell: 3005 + offset,
  scriptFreeShell: 3006 + offset,
  gateway: 54321 + offset,
  postgres: 54322 + offset,
  postgrest: 54323 + offset,
  // MailDev, the local sales inbox: SMTP for the notifier, its web inbox and REST API.
  smtp: 1025 + offset,
  mailInbox: 1080 + offset,
};

export const remoteNames = ['landing', 'industries', 'generator', 'guide'];

export function localOrigin(app) {
  return `http://localhost:${ports[app]}`;
}

/** This checkout's embedded data stack (its gateway), at this PORT_OFFSET. */
export const localSupabaseUrl = `http://127.0.0.1:${ports.gateway}`;

export function supabaseUrl() {
  return process.env.PUBLIC_SUPABASE_URL ?? localSupabaseUrl;
}

/** Whether PUBLIC_SUPABASE_URL names a data service other than this checkout's local stack. */
export function usesExternalSupabase() {
  return Boolean(process.env.PUBLIC_SUPABASE_URL) && process.env.PUBLIC_SUPABASE_URL !== localSupabaseUrl;
}
