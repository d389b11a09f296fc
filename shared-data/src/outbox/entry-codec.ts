import type { TableName } from '../database-types';
import type { OutboxEntry, OutboxRow } from './outbox-entry';

const tables: ReadonlySet<string> = new Set<TableName>([
  'leads',
  'personalized_guides',
  'consultations',
  'template_downloads',
  'demo_requests',
  'bot_generations',
  'user_interactions',
]);

const version = 1;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRow(value: unknown): value is OutboxRow {
  return isRecord(value) && typeof value.id === 'string';
}

function toEntry(value: unknown): OutboxEntry | undefined {
  if (!isRecord(value)) return undefined;
  const { key, table, rows, lane, attempts, notBefore } = value;
  if (typeof key !== 'string' || typeof table !== 'string' || !tables.has(table)) return undefined;
  if (!Array.isArray(rows) || rows.length === 0 || !rows.every(isRow)) return undefined;
  if (lane !== 'records' && lane !== 'tracking') return undefined;
  if (typeof attempts !== 'number' || typeof notBefore !== 'number') return undefined;
  return { key, table: table as TableName, rows, lane, attempts, notBefore };
}

export function serializeEntries(entries: readonly OutboxEntry[]): string {
  return JSON.stringify({ version, entries });
}

/**
 * Entries stored by this or an earlier page. Anything unreadable (another version, a hand edit)
 * is skipped entry by entry, so one bad entry never costs the others.
 */
export function parseEntries(text: string | null): OutboxEntry[] {
  if (text === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isRecord(parsed) || parsed.version !== version || !Array.isArray(parsed.entries)) return [];
  return parsed.entries.flatMap((value: unknown) => {
    const entry = toEntry(value);
    return entry === undefined ? [] : [entry];
  });
}
