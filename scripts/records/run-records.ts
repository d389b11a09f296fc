import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, TableName } from '@salesiq/shared-data/database-types';
import { listBotGenerations } from '@salesiq/shared-data/staff/list-bot-generations';
import { listConsultations } from '@salesiq/shared-data/staff/list-consultations';
import { listDemoRequests } from '@salesiq/shared-data/staff/list-demo-requests';
import { listLeads } from '@salesiq/shared-data/staff/list-leads';
import { listPersonalizedGuides } from '@salesiq/shared-data/staff/list-personalized-guides';
import { listTemplateDownloads } from '@salesiq/shared-data/staff/list-template-downloads';
import { listUserInteractions, type InteractionFilters } from '@salesiq/shared-data/staff/list-user-interactions';
import { localSupabaseUrl } from '../../tooling/ports.mjs';
import { toCsv } from '../staff/csv';
import { printableLines } from '../staff/printable';
import { explainReadError, staffClient } from '../staff/staff-client';
import { parseRecordsArguments } from './records-arguments';

type Row = Record<string, unknown>;

const lists: Record<TableName, (client: SupabaseClient<Database>, filters: InteractionFilters) => Promise<Row[]>> = {
  leads: listLeads,
  personalized_guides: listPersonalizedGuides,
  consultations: listConsultations,
  template_downloads: listTemplateDownloads,
  demo_requests: listDemoRequests,
  bot_generations: listBotGenerations,
  user_interactions: listUserInteractions,
};

/** A cell as text: objects (attribution, form data) as JSON, null as nothing. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return printableLines(typeof value === 'string' ? value : JSON.stringify(value));
}

/** `pnpm records`: writes CSV to `out`, returns the exit code. */
export async function runRecords(argv: readonly string[], env: NodeJS.ProcessEnv, out: (text: string) => void, err: (text: string) => void): Promise<number> {
  try {
    const { table, filters } = parseRecordsArguments(argv);
    const client = staffClient(env);
    let rows: Row[];
    try {
      rows = await lists[table](client, filters);
    } catch (error) {
      throw new Error(explainReadError(error, env.SUPABASE_URL?.trim() || localSupabaseUrl));
    }
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    if (rows.length === 0) err(`No ${table} rows${Object.keys(filters).length > 0 ? ' match' : ''}.\n`);
    else out(toCsv([columns, ...rows.map((row) => columns.map((column) => cell(row[column])))]));
    return 0;
  } catch (error) {
    err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
