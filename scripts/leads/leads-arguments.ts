import { type LeadType, leadTypes } from '@salesiq/shared-data/database-types';
import type { LeadJourneyFilters } from '@salesiq/shared-data/staff/list-lead-journeys';
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
  const command: LeadsCommand = { filters: {}, csv: false };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index];
    if (flag === '--csv') {
      command.csv = true;
      continue;
    }
    const value = argv[index + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag ?? ''} needs a value\n${usage}`);
    index += 1;
    if (flag === '--since') command.filters.since = sinceDate(value, now);
    else if (flag === '--industry') command.filters.industry = value;
    else if (flag === '--lead') command.leadId = value;
    else if (flag === '--type') {
      if (!isLeadType(value)) throw new Error(`--type is one of ${leadTypes.join(', ')}`);
      command.filters.leadType = value;
    } else throw new Error(`Unknown option ${flag ?? ''}\n${usage}`);
  }
  return command;
}
