import { listLeadJourneys } from '@salesiq/shared-data/staff/list-lead-journeys';
import type { LeadJourneyRow } from '@salesiq/shared-data/database-types';
import { toCsv } from '../staff/csv';
import { campaignOf, fullJourney, journeyLine, sourceOf } from './journey-text';
import { listUnnotifiedWithoutLead } from '@salesiq/shared-data/staff/list-unnotified-without-lead';
import { notificationState, overdueMs, unnotifiedLines } from './notification-state';
import { parseLeadsArguments } from './leads-arguments';
import { printable, printableLines } from '../staff/printable';
import { localSupabaseUrl } from '../../tooling/ports.mjs';
import { explainReadError, staffClient } from '../staff/staff-client';

const header = ['created_at', 'name', 'email', 'phone', 'company', 'industry', 'type', 'message', 'source', 'campaign', 'notified', 'journey'];

/** One lead's cells; `message` is the message cell as the output needs it. */
function cells(lead: LeadJourneyRow, message: string, now: Date): string[] {
  const contact = [lead.created_at, lead.name, lead.email, lead.phone ?? '', lead.company ?? '', lead.industry ?? '', lead.lead_type];
  const origin = [sourceOf(lead), campaignOf(lead), notificationState(lead, now), journeyLine(lead)];
  return [...contact.map(printable), message, ...origin.map(printable)];
}

/** The CSV keeps the message as written, line breaks included. */
const csvCells = (now: Date) => (lead: LeadJourneyRow) => cells(lead, printableLines(lead.message ?? ''), now);

/** The table puts it on one line (and cuts it, like every long cell but the last). */
const tableCells = (now: Date) => (lead: LeadJourneyRow) => cells(lead, printable((lead.message ?? '').replace(/\s+/g, ' ')), now);

/** A plain-text table; long cells are cut so a line stays readable. */
function table(rows: string[][]): string {
  const widths = header.map((_, column) => Math.min(40, Math.max(...rows.map((row) => [...(row[column] ?? '')].length))));
  return rows
    .map((row) =>
      row
        .map((cell, column) => {
          const width = column === row.length - 1 ? Infinity : (widths[column] ?? 0);
          const chars = [...cell];
          return (chars.length > width ? `${chars.slice(0, width - 1).join('')}…` : cell).padEnd(width === Infinity ? 0 : width);
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** `pnpm leads`: writes to `out`, returns the exit code. */
export async function runLeads(argv: readonly string[], env: NodeJS.ProcessEnv, out: (text: string) => void, err: (text: string) => void): Promise<number> {
  try {
    const command = parseLeadsArguments(argv);
    const now = new Date();
    const client = staffClient(env);
    const url = env.SUPABASE_URL?.trim() || localSupabaseUrl;
    let leads: LeadJourneyRow[];
    try {
      leads = await listLeadJourneys(client, command.leadId ? { leadId: command.leadId } : command.filters);
    } catch (error) {
      throw new Error(explainReadError(error, url));
    }
    if (command.leadId) {
      const [lead] = leads;
      if (!lead) throw new Error(`No lead with id ${command.leadId}`);
      out(`${fullJourney(lead)}\nsales inbox: ${notificationState(lead, now)}${lead.notification_error ? ` (last try: ${printable(lead.notification_error)})` : ''}\n`);
    } else if (command.csv) {
      out(toCsv([header, ...leads.map(csvCells(now))]));
    } else {
      const unnotified = await listUnnotifiedWithoutLead(client, new Date(now.getTime() - overdueMs));
      const lines = [leads.length === 0 ? 'No leads.' : table([header, ...leads.map(tableCells(now))]), ...unnotifiedLines(unnotified)];
      out(`${lines.join('\n')}\n`);
    }
    return 0;
  } catch (error) {
    err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
