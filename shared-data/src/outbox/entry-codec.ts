import { type TableName, tableNames } from '../database-types';
import type { OutboxEntry, OutboxRow } from './outbox-entry';

const tables: ReadonlySet<string> = new Set<TableName>(tableNames);

/** Version 1: every entry in one value (before issue 20). Version 2: one value per entry. */
const legacyVersion = 1;
const entryVersion = 2;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRow(value: unknown): value is OutboxRow {
  return isRecord(value) && typeof value.id === 'string';
}

function toEntry(value: unknown, place: { seq: number } | undefined): OutboxEntry | undefined {
  if (!isRecord(value)) return undefined;
  const { key, table, rows, lane, attempts, notBefore } = value;
  if (typeof key !== 'string' || typeof table !== 'string' || !tables.has(table)) return undefined;
  if (!Array.isArray(rows) || rows.length === 0 || !rows.every(isRow)) return undefined;
  if (lane !== 'records' && lane !== 'tracking') return undefined;
  if (typeof attempts !== 'number' || typeof notBefore !== 'number') return undefined;
  const seq = place?.seq ?? value.seq;
  if (typeof seq !== 'number') return undefined;
  const denials = typeof value.denials === 'number' ? value.denials : 0;
  const after = typeof value.after === 'string' ? { after: value.after } : {};
  return { key, seq, table: table as TableName, rows, lane, attempts, denials, notBefore, ...after };
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function serializeEntry(entry: OutboxEntry): string {
  return JSON.stringify({ version: entryVersion, ...entry });
}

/** An entry set aside, with why and under which data-API settings; readable as an entry. */
export function serializeSetAside(entry: OutboxEntry, why: { refusal: unknown; setAsideAt: number; endpoint: string }): string {
  return JSON.stringify({ version: entryVersion, ...entry, ...why });
}

/** When an entry was set aside (0 for an older or unreadable one). */
export function parseSetAsideAt(text: string | null): number {
  const parsed = parseJson(text);
  return isRecord(parsed) && typeof parsed.setAsideAt === 'number' ? parsed.setAsideAt : 0;
}

/** One stored entry; anything unreadable (another version, a hand edit) is undefined. */
export function parseEntry(text: string | null): OutboxEntry | undefined {
  const parsed = parseJson(text);
  if (!isRecord(parsed) || parsed.version !== entryVersion) return undefined;
  return toEntry(parsed, undefined);
}

/** The single value of version 1, as an earlier page wrote it (used by tests and migration). */
export function serializeLegacyEntries(entries: readonly Omit<OutboxEntry, 'seq' | 'denials'>[]): string {
  return JSON.stringify({ version: legacyVersion, entries });
}

/**
 * The entries of the version-1 value, in their stored order (`seq` 1, 2, ...: before anything
 * enqueued since). Anything unreadable is skipped entry by entry, so one bad entry never costs
 * the others.
 */
export function parseLegacyEntries(text: string | null): OutboxEntry[] {
  const parsed = parseJson(text);
  if (!isRecord(parsed) || parsed.version !== legacyVersion || !Array.isArray(parsed.entries)) return [];
  return parsed.entries.flatMap((value: unknown, index: number) => {
    const entry = toEntry(value, { seq: index + 1 });
    return entry === undefined ? [] : [entry];
  });
}
