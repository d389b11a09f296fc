import { sinceDate } from '../../scripts/staff/since-date';

export interface InsightsCommand {
  since: Date;
  /** The end of the period, not included: now unless `--until <date>` is given. */
  until: Date;
  /** `--out <file>`: where the report is written. */
  out?: string;
  /** `--email`: send the summary, with the report attached, to the sales inbox. */
  email: boolean;
}

export const usage = `Usage: pnpm insights [--since 7d|30d|<date>] [--until <date>] [--out report.html] [--email]
Writes the report of the period (default the last 7 days, until now) to --out (default insights-report.html);
--email sends its summary, with the report attached, to SALES_INBOX (then a file only with --out).
Reads SUPABASE_URL (default the local stack) and SUPABASE_SERVICE_ROLE_KEY; mails with the notifier's SMTP_URL, MAIL_FROM and SALES_INBOX.`;

function untilDate(value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`--until takes a date, not "${value}"`);
  return date;
}

export function parseInsightsArguments(argv: readonly string[], now = new Date()): InsightsCommand {
  const command: InsightsCommand = { since: sinceDate('7d', now), until: now, email: false };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index];
    if (flag === '--email') {
      command.email = true;
      continue;
    }
    const value = argv[index + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag ?? ''} needs a value\n${usage}`);
    index += 1;
    if (flag === '--since') command.since = sinceDate(value, now);
    else if (flag === '--until') command.until = untilDate(value);
    else if (flag === '--out') command.out = value;
    else throw new Error(`Unknown option ${flag ?? ''}\n${usage}`);
  }
  if (command.since >= command.until) throw new Error(`--since must lie before --until (now by default), not ${command.since.toISOString()}`);
  return command;
}
