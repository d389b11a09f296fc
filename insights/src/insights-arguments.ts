import { commandOptions } from '../../scripts/staff/command-options';
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
  const { switches, values } = commandOptions(argv, { switches: ['--email'], valued: ['--since', '--until', '--out'] }, usage);
  const until = values.get('--until');
  const command: InsightsCommand = {
    since: sinceDate(values.get('--since') ?? '7d', now),
    until: until === undefined ? now : untilDate(until),
    email: switches.has('--email'),
  };
  const out = values.get('--out');
  if (out !== undefined) command.out = out;
  if (command.since >= command.until) throw new Error(`--since must lie before --until (now by default), not ${command.since.toISOString()}`);
  return command;
}
