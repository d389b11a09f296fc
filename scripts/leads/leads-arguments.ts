import { type LeadType, leadTypes } from '@salesiq/shared-data/database-types';
import type { LeadJourneyFilters } from '@salesiq/shared-data/staff/list-lead-journeys';
import { commandOptions } from '../staff/command-options';
import { sinceDate } from '../staff/since-date';

export interface LeadsCommand {
  filters: LeadJourneyFilters;
  csv: boolean;
  /** `--lead <id>`: one lead's full journey. */
  leadId?: string;
}

const usage = `Usage: pnpm leads [--since 7d] [--type demo_request] [--industry healthcare] [--csv]
       pnpm leads --lead <lead id>
Reads SUPABASE_URL (default the local stack, http://127.0.0.1:54321 shifted by PORT_OFFSET) and SUPABASE_SERVICE_ROLE_KEY.`;

const isLeadType = (value: string): value is LeadType => (leadTypes as readonly string[]).includes(value);

export function parseLeadsArguments(argv: readonly string[], now = new Date()): LeadsCommand {
  const { switches, values } = commandOptions(argv, { switches: ['--csv'], valued: ['--since', '--industry', '--lead', '--type'] }, usage);
  const command: LeadsCommand = { filters: {}, csv: switches.has('--csv') };
  const since = values.get('--since');
  if (since !== undefined) command.filters.since = sinceDate(since, now);
  const industry = values.get('--industry');
  if (industry !== undefined) command.filters.industry = industry;
  const leadId = values.get('--lead');
  if (leadId !== undefined) command.leadId = leadId;
  const leadType = values.get('--type');
  if (leadType !== undefined) {
    if (!isLeadType(leadType)) throw new Error(`--type is one of ${leadTypes.join(', ')}`);
    command.filters.leadType = leadType;
  }
  return command;
}
