import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readInsights } from '@salesiq/shared-data/staff/read-insights';
import { readSettings } from '@salesiq/notifier/settings';
import { smtpSender } from '@salesiq/notifier/smtp-sender';
import { explainReadError, staffClient } from '../../scripts/staff/staff-client';
import { localSupabaseUrl } from '../../tooling/ports.mjs';
import { parseInsightsArguments } from './insights-arguments';
import { periodText, reportHtml } from './report/report-html';
import { summaryMail } from './summary-mail';

const defaultOut = 'insights-report.html';

/**
 * `pnpm insights`: reads the period's insights with the service role, writes the report and, with
 * `--email`, sends its summary to the sales inbox through the notifier's mail settings. Days are
 * counted in the machine's time zone (`TZ`). Writes progress to `out`; returns the exit code.
 */
export async function runInsights(argv: readonly string[], env: NodeJS.ProcessEnv, out: (text: string) => void, err: (text: string) => void): Promise<number> {
  try {
    const command = parseInsightsArguments(argv);
    const period = { since: command.since, until: command.until, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
    // Read the mail settings first: a run that cannot mail stops before it reads anything.
    const mailSettings = command.email ? readSettings(env) : undefined;
    const client = staffClient(env);
    const insights = await readInsights(client, period).catch((error: unknown) => {
      throw new Error(explainReadError(error, env.SUPABASE_URL?.trim() || localSupabaseUrl));
    });
    const report = await reportHtml(insights, period, new Date());
    if (command.out !== undefined || !mailSettings) {
      // pnpm runs scripts from the workspace root; a relative --out is where the command was typed.
      const file = path.resolve(env.INIT_CWD ?? process.cwd(), command.out ?? defaultOut);
      await writeFile(file, report);
      out(`Wrote the report of ${periodText(period)} to ${file}\n`);
    }
    if (mailSettings) {
      await smtpSender(mailSettings.smtpUrl)(summaryMail(insights, period, report, { from: mailSettings.mailFrom, to: mailSettings.salesInbox }));
      out(`Sent the summary of ${periodText(period)} to ${mailSettings.salesInbox}\n`);
    }
    return 0;
  } catch (error) {
    err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
