import { setTimeout as sleep } from 'node:timers/promises';
import { dataApiQueue } from './data-api-queue';
import { deliverDue } from './deliver-due';
import { readSettings } from './settings';
import { smtpSender } from './smtp-sender';

/** How often a running notifier looks for due e-mails. */
const pollMs = 2_000;

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'an unreadable SMTP_URL';
  }
}

/**
 * `pnpm notify`: sends the sales inbox one e-mail per visitor request, polling every 2 s until
 * `stop` aborts; `--once` sends what is due and exits (for a scheduler). Returns the exit code:
 * with `--once`, 1 when something could not be sent (it stays queued for the next run).
 */
export async function runNotifier(argv: readonly string[], env: NodeJS.ProcessEnv, log: (line: string) => void, stop: AbortSignal): Promise<number> {
  let settings;
  try {
    settings = readSettings(env);
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const queue = dataApiQueue(settings.supabaseUrl, settings.serviceRoleKey);
  const send = smtpSender(settings.smtpUrl);
  const route = { from: settings.mailFrom, to: settings.salesInbox };
  const round = async () => {
    try {
      return await deliverDue(queue, send, route, log);
    } catch (error) {
      log(`The queue could not be read or updated (${error instanceof Error ? error.message : String(error)}); trying again.`);
      return { sent: 0, failed: 1 };
    }
  };

  if (argv.includes('--once')) {
    const { sent, failed } = await round();
    log(`Sent ${sent}, ${failed} not sent.`);
    return failed > 0 ? 1 : 0;
  }

  log(`Sending each request to ${settings.salesInbox} through ${hostOf(settings.smtpUrl)}, every ${pollMs / 1000} s, from ${settings.supabaseUrl}.`);
  while (!stop.aborted) {
    await round();
    await sleep(pollMs, undefined, { signal: stop }).catch(() => undefined);
  }
  return 0;
}
