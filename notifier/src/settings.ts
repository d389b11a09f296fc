import { serviceRoleKey as localServiceRoleKey } from '../../supabase/scripts/keys.mjs';
import { localSupabaseUrl, ports } from '../../tooling/ports.mjs';

export interface NotifierSettings {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** SALES_INBOX: where every request's e-mail goes. */
  salesInbox: string;
  /** SMTP_URL: `smtp://user:pass@host:587`, `smtps://…:465`. */
  smtpUrl: string;
  /** MAIL_FROM: the sender, an address of the site's own domain. */
  mailFrom: string;
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

function isLoopback(url: string): boolean {
  try {
    return loopbackHosts.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * The notifier's settings from its environment. Locally everything has a default: the local
 * stack and MailDev (ports shifted by PORT_OFFSET). In production (`NODE_ENV=production`, or a data
 * API that is not on this machine) a default would send the sales team's mail nowhere, so every
 * value must be given: this throws naming each one missing.
 */
export function readSettings(env: NodeJS.ProcessEnv): NotifierSettings {
  const given = (name: string) => env[name]?.trim() || undefined;
  const supabaseUrl = given('SUPABASE_URL') ?? given('PUBLIC_SUPABASE_URL');
  const production = env.NODE_ENV === 'production' || (supabaseUrl !== undefined && !isLoopback(supabaseUrl));
  if (production) {
    const missing = ['SUPABASE_SERVICE_ROLE_KEY', 'SALES_INBOX', 'SMTP_URL', 'MAIL_FROM'].filter((name) => !given(name));
    if (supabaseUrl === undefined) missing.unshift('SUPABASE_URL (or PUBLIC_SUPABASE_URL)');
    if (missing.length > 0) {
      throw new Error(`The notifier cannot start in production without ${missing.join(', ')}: set ${missing.length === 1 ? 'it' : 'them'} in its environment.`);
    }
  }
  return {
    supabaseUrl: supabaseUrl ?? localSupabaseUrl,
    serviceRoleKey: given('SUPABASE_SERVICE_ROLE_KEY') ?? localServiceRoleKey,
    salesInbox: given('SALES_INBOX') ?? 'sales@salesiq.localhost',
    smtpUrl: given('SMTP_URL') ?? `smtp://127.0.0.1:${ports.smtp}`,
    mailFrom: given('MAIL_FROM') ?? '"SalesIQ site (local)" <notifier@salesiq.localhost>',
  };
}
