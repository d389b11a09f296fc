import { type TableName, tableNames } from '@salesiq/shared-data/database-types';
import type { InteractionFilters } from '@salesiq/shared-data/staff/list-user-interactions';
import { commandOptions } from '../staff/command-options';

export interface RecordsCommand {
  table: TableName;
  /** SPEC §7's filters of the interaction list; only `user_interactions` takes them. */
  filters: InteractionFilters;
}

export const recordsUsage = `Usage: pnpm records <table> [--session <id>] [--user <id>] [--type <interaction type>] [--page <url>]
Tables: ${tableNames.join(', ')}; the filters are user_interactions' only.
Writes CSV, newest first. Reads SUPABASE_URL (default the local stack) and SUPABASE_SERVICE_ROLE_KEY.`;

const filterFlags = { '--session': 'sessionId', '--user': 'userId', '--type': 'interactionType', '--page': 'pageUrl' } as const;
type FilterFlag = keyof typeof filterFlags;

const isTable = (value: string): value is TableName => (tableNames as readonly string[]).includes(value);

export function parseRecordsArguments(argv: readonly string[]): RecordsCommand {
  const [table, ...options] = argv;
  if (table === undefined || !isTable(table)) throw new Error(`${table ? `No table "${table}".\n` : ''}${recordsUsage}`);
  const { values } = commandOptions(options, { switches: [], valued: Object.keys(filterFlags) }, recordsUsage);
  const filters: InteractionFilters = {};
  for (const [flag, value] of values) {
    if (table !== 'user_interactions') throw new Error(`${flag} filters user_interactions only`);
    // The database checks the interaction type: an unknown one lists nothing rather than failing.
    Object.assign(filters, { [filterFlags[flag as FilterFlag]]: value });
  }
  return { table, filters };
}
