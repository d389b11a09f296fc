import { randomUUID } from 'node:crypto';
import { type NewRecord, type TableName, tableNames } from '@salesiq/shared-data/database-types';
import { fitRecord } from '@salesiq/shared-data/operations/fit-record';
import { maxBodyBytes, maxRowsPerRequest } from '../../scripts/gateway.mjs';
import { sampleRow } from '../sample-rows';
import { expectFor, textColumns, type Expectation } from './text-columns';
import { emailPayloads, textPayloads } from './text-payloads';

export type Row = Record<string, unknown>;

/**
 * One hostile request. `rows` are what was meant to be stored (for the read-back), `body` what
 * goes on the wire (JSON of `rows` unless given). `storedAs` lists fields the database keeps in
 * another form (a JSON number sent to a text column is stored as its text).
 */
export interface HostileCase {
  table: TableName;
  category: string;
  label: string;
  rows: Row[];
  body?: string;
  contentType?: string;
  query?: string;
  expect: Expectation | { storeNothing: true } | { rejectWithStatus: number; codes: string[] };
  storedAs?: Row;
}

const row = (table: TableName, change: Row = {}): Row => ({ ...sampleRow(table), ...change });

function textCases(): HostileCase[] {
  return textColumns.flatMap((target) =>
    textPayloads.map((payload) => {
      // An address column gets the payload as its local part, so the e-mail shape is not the
      // only thing tried.
      const value = target.kind === 'email' ? `${payload.value}@example.com` : payload.value;
      const rows = [row(target.table, { [target.column]: value })];
      // A body over the gateway's limit never reaches the database.
      const tooLarge = Buffer.byteLength(JSON.stringify(rows)) > maxBodyBytes;
      return {
        table: target.table,
        category: payload.category,
        label: `${target.column}: ${payload.label}`,
        rows,
        expect: tooLarge ? { rejectWithStatus: 413, codes: [] } : expectFor(target, value),
      };
    }),
  );
}

function emailCases(): HostileCase[] {
  return textColumns
    .filter((target) => target.kind === 'email')
    .flatMap((target) =>
      emailPayloads.map((payload) => ({
        table: target.table,
        category: 'e-mail edge cases',
        label: `${target.column}: ${payload.label}`,
        rows: [row(target.table, { [target.column]: payload.value })],
        expect: expectFor(target, payload.value),
      })),
    );
}

/** The site's own records: every text payload, fitted to the schema as the create operations do. */
function fittedCases(): HostileCase[] {
  return textColumns
    .filter((target) => target.table !== 'user_interactions')
    .flatMap((target) =>
      [...textPayloads, ...emailPayloads].map((payload) => {
        const table = target.table as Exclude<TableName, 'user_interactions'>;
        const fitted: Row = fitRecord(table, row(table, { [target.column]: payload.value }) as NewRecord<typeof table>);
        return {
          table,
          category: 'fitted by the site',
          label: `${target.column}: ${payload.label}`,
          rows: [fitted],
          expect: expectFor(target, String(fitted[target.column])),
        };
      }),
    );
}

const rejected = (codes: string[], constraints?: string[]): Expectation => ({
  reject: { codes, ...(constraints ? { constraints } : {}) },
});

/** The first required one-line text column, which every wrong-type case targets. */
const requiredText: Record<TableName, string> = {
  leads: 'name',
  personalized_guides: 'company',
  consultations: 'name',
  template_downloads: 'template_type',
  demo_requests: 'name',
  bot_generations: 'company_name',
  user_interactions: 'page_url',
};

/** A row of `table` with a value of the wrong JSON type, which the database refuses with `codes`. */
function refusedType(table: TableName, label: string, change: Row, codes: string[], constraints?: string[]): HostileCase {
  return { table, category: 'wrong JSON types', label, rows: [row(table, change)], expect: rejected(codes, constraints) };
}

function wrongTypeCases(): HostileCase[] {
  return tableNames.flatMap((table): HostileCase[] => {
    const column = requiredText[table];
    const coerced = (label: string, value: unknown, text: string): HostileCase => ({
      table,
      category: 'wrong JSON types',
      label: `${column}: ${label}`,
      rows: [row(table, { [column]: value })],
      expect: { store: true },
      storedAs: { [column]: text },
    });
    const refused = (label: string, change: Row, codes: string[], constraints?: string[]) => refusedType(table, label, change, codes, constraints);
    const numberInChecked =
      table === 'user_interactions'
        ? refused('device_type: number', { device_type: 1 }, ['23514'], ['user_interactions_device_type_value'])
        : emailAsNumber(table);
    return [
      coerced('number', 123, '123'),
      coerced('decimal', 1.5, '1.5'),
      coerced('boolean', true, 'true'),
      coerced('object', { a: 1 }, '{"a":1}'),
      coerced('array', ['a', 'b'], '["a","b"]'),
      refused(`${column}: null`, { [column]: null }, ['23502']),
      refused('id: number', { id: 5 }, ['22P02']),
      refused('id: not a uuid', { id: 'not-a-uuid' }, ['22P02']),
      refused('id: object', { id: {} }, ['22P02']),
      numberInChecked,
    ];
  });
}

/** A number where an address goes: stored as its text where any visible text is allowed. */
function emailAsNumber(table: TableName): HostileCase {
  const target = textColumns.find((candidate) => candidate.table === table && candidate.column === 'email');
  if (!target) throw new Error(`${table} has no email column`);
  const expectation = expectFor(target, '42');
  return {
    table,
    category: 'wrong JSON types',
    label: 'email: number',
    rows: [row(table, { email: 42 })],
    expect: expectation,
    ...('store' in expectation ? { storedAs: { email: '42' } } : {}),
  };
}

function trackingTypeCases(): HostileCase[] {
  const table = 'user_interactions';
  const refused = (label: string, change: Row, codes: string[], constraints?: string[]) => refusedType(table, label, change, codes, constraints);
  const notObject = ['user_interactions_interaction_data_object'];
  const range = ['user_interactions_timestamp_range'];
  return [
    refused('interaction_data: string', { interaction_data: 'text' }, ['23514'], notObject),
    refused('interaction_data: number', { interaction_data: 42 }, ['23514'], notObject),
    refused('interaction_data: array', { interaction_data: [1, 2] }, ['23514'], notObject),
    refused('interaction_data: null', { interaction_data: null }, ['23502']),
    refused('interaction_data: NUL in a value', { interaction_data: { a: '\u0000' } }, ['22P05']),
    refused('timestamp: garbage', { timestamp: 'garbage' }, ['22007']),
    refused('timestamp: number', { timestamp: 12345 }, ['22007']),
    refused('timestamp: boolean', { timestamp: true }, ['22007']),
    refused('timestamp: infinity', { timestamp: 'infinity' }, ['23514'], range),
    refused('timestamp: year 3000', { timestamp: '3000-01-01T00:00:00Z' }, ['23514'], range),
    refused('timestamp: 1970', { timestamp: '1970-01-01T00:00:00Z' }, ['23514'], range),
    {
      table,
      category: 'wrong JSON types',
      label: 'interaction_data: prototype keys and nesting',
      rows: [row(table, { interaction_data: JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{}},"a":[[[1]]]}') })],
      expect: { store: true },
    },
  ];
}

const visitorColumns = (table: TableName) => Object.keys(sampleRow(table));

function unknownColumnCases(): HostileCase[] {
  return tableNames.flatMap((table): HostileCase[] => {
    const refused = (label: string, change: Row, codes: string[], query?: string): HostileCase => ({
      table,
      category: 'unknown columns',
      label,
      rows: [row(table, change)],
      ...(query ? { query } : {}),
      expect: { rejectWithStatus: codes.includes('42501') ? 401 : 400, codes },
    });
    const sent = row(table, { is_admin: true });
    const { is_admin: _ignored, ...kept } = sent;
    return [
      refused('is_admin', { is_admin: true }, ['PGRST204']),
      refused('role', { role: 'service_role' }, ['PGRST204']),
      refused('column name with SQL', { 'name; drop table leads': 'x' }, ['PGRST204']),
      refused('upper-case duplicate of a column', { ID: randomUUID() }, ['PGRST204']),
      refused('created_at (not granted)', { created_at: '2000-01-01T00:00:00Z' }, ['42501']),
      refused('unknown column named in ?columns', {}, ['PGRST204'], `?columns=${[...visitorColumns(table), 'is_admin'].join(',')}`),
      {
        table,
        category: 'unknown columns',
        label: 'extra key left out of ?columns is ignored',
        rows: [kept],
        body: JSON.stringify([sent]),
        query: `?columns=${visitorColumns(table).join(',')}`,
        expect: { store: true },
      },
    ];
  });
}

function nestedObject(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Rows per request the database takes from a visitor (migration 20261124180000). */
const rowsAllowed = (table: TableName) => (table === 'user_interactions' ? 20 : 1);

function hugeArrayCases(): HostileCase[] {
  const many = (table: TableName, count: number) => Array.from({ length: count }, () => row(table));
  const perTable = tableNames.flatMap((table): HostileCase[] => [
    {
      table,
      category: 'huge arrays',
      label: `${rowsAllowed(table) + 1} rows in one request`,
      rows: many(table, rowsAllowed(table) + 1),
      // The database's own row limit; the gateway stops more than 20 rows before it.
      expect: rowsAllowed(table) < maxRowsPerRequest ? { rejectWithStatus: 413, codes: ['PT413'] } : { rejectWithStatus: 413, codes: [] },
    },
    {
      table,
      category: 'huge arrays',
      label: '1,000 rows in one request',
      rows: many(table, 1000),
      expect: { rejectWithStatus: 413, codes: [] },
    },
    {
      table,
      category: 'huge arrays',
      label: '20,000 rows (over the 1 MiB request limit)',
      rows: many(table, 20_000),
      expect: { rejectWithStatus: 413, codes: [] },
    },
    {
      table,
      category: 'huge arrays',
      label: `${requiredText[table]}: array of 10,000 strings`,
      rows: [row(table, { [requiredText[table]]: Array.from({ length: 10_000 }, (_, index) => `item ${index}`) })],
      expect: rejected(['23514'], [`${table}_${requiredText[table]}_length`]),
    },
  ]);
  const tracking = (label: string, data: string, expectation: HostileCase['expect']): HostileCase => {
    const { interaction_data: _data, ...rest } = row('user_interactions');
    const body = `[${JSON.stringify(rest).slice(0, -1)},"interaction_data":${data}}]`;
    // Only a stored case needs the value back in JavaScript (100,000 levels would overflow it).
    const sent = 'store' in expectation ? { ...rest, interaction_data: JSON.parse(data) as unknown } : rest;
    return { table: 'user_interactions', category: 'huge arrays', label, rows: [sent], body, expect: expectation };
  };
  return [
    ...perTable,
    tracking('interaction_data: array of 100,000 numbers', JSON.stringify({ items: Array.from({ length: 100_000 }, (_, index) => index) }), rejected(['23514'], ['user_interactions_interaction_data_size'])),
    tracking('interaction_data: 500 nested objects', nestedObject(500), { store: true }),
    tracking('interaction_data: 100,000 nested objects', nestedObject(100_000), { rejectWithStatus: 413, codes: ['54001'] }),
  ];
}

function forgedValueCases(): HostileCase[] {
  const forged = (table: TableName, column: string, values: string[]): HostileCase[] =>
    values.map((value) => ({
      table,
      category: 'forged values',
      label: `${column}: ${JSON.stringify(value)}`,
      rows: [row(table, { [column]: value })],
      expect: rejected(['23514'], [`${table}_${column}_value`, `${table}_${column}_length`]),
    }));
  return [
    ...forged('leads', 'lead_type', ['admin', 'GUIDE_REQUEST', 'guide_request ', '', 'newsletter']),
    ...forged('leads', 'lead_source', ['google_ads', 'Healthcare_page', 'healthcare_page; drop table leads', '', `${'x'.repeat(60)}_page`]),
    ...forged('consultations', 'consultation_type', ['vip', 'IMPLEMENTATION_ASSISTANCE', '']),
    ...forged('consultations', 'status', ['confirmed', 'completed', 'cancelled', '']),
    ...forged('demo_requests', 'status', ['approved', 'done', 'requested', '']),
    ...forged('user_interactions', 'interaction_type', ['hover', 'PAGE_VIEW', 'page_view; drop', '']),
    ...forged('user_interactions', 'device_type', ['watch', 'bot', 'Desktop', '']),
    {
      table: 'leads',
      category: 'forged values',
      label: 'lead_source: any {word}_page fits the spec pattern and is stored',
      rows: [row('leads', { lead_source: 'anything_page' })],
      expect: { store: true },
    },
  ];
}

function malformedBodyCases(): HostileCase[] {
  return (['leads', 'user_interactions'] as const).flatMap((table): HostileCase[] => {
    const raw = (label: string, body: string, expectation: HostileCase['expect'], contentType?: string): HostileCase => ({
      table,
      category: 'malformed bodies',
      label,
      rows: [],
      body,
      ...(contentType ? { contentType } : {}),
      expect: expectation,
    });
    const csv = (values: Row) => {
      // Null columns are left out: an empty CSV field is not the same as null.
      const columns = Object.keys(values).filter((key) => key !== 'interaction_data' && values[key] !== null);
      const quoted = (value: unknown) => `"${String(value).replaceAll('"', '""')}"`;
      return {
        rows: [Object.fromEntries(columns.map((key) => [key, values[key]]))],
        body: `${columns.join(',')}\n${columns.map((key) => quoted(values[key])).join(',')}`,
      };
    };
    const column = requiredText[table];
    return [
      raw('not JSON', 'not json', { rejectWithStatus: 400, codes: ['PGRST102'] }),
      raw('truncated JSON', '[{"name":', { rejectWithStatus: 400, codes: ['PGRST102'] }),
      raw('lone surrogate escape', '[{"name":"\\ud800"}]', { rejectWithStatus: 400, codes: ['PGRST102'] }),
      raw('rows with different keys', '[{"id":"x"},{"name":"y"}]', { rejectWithStatus: 400, codes: ['PGRST102'] }),
      raw('array of non-objects', '[1,2]', { rejectWithStatus: 400, codes: ['PGRST102'] }),
      raw('empty object', '{}', { rejectWithStatus: 400, codes: ['23502'] }),
      raw('empty array', '[]', { storeNothing: true }),
      raw('JSON null', 'null', { storeNothing: true }),
      raw('JSON string', '"just a string"', { storeNothing: true }),
      raw('JSON number', '42', { storeNothing: true }),
      raw('text/plain body', 'name=x', { rejectWithStatus: 400, codes: ['PGRST102'] }, 'text/plain'),
      {
        table,
        category: 'malformed bodies',
        label: 'CSV body goes through the same checks',
        ...csv(row(table)),
        contentType: 'text/csv',
        expect: { store: true },
      },
      {
        table,
        category: 'malformed bodies',
        label: 'CSV body with a control character is refused',
        ...csv(row(table, { [column]: 'a\u0007b' })),
        contentType: 'text/csv',
        expect: rejected(['23514'], [`${table}_${column}_characters`]),
      },
    ];
  });
}

/** Every case, in a stable order. */
export function hostileCatalogue(): HostileCase[] {
  return [
    ...textCases(),
    ...emailCases(),
    ...wrongTypeCases(),
    ...trackingTypeCases(),
    ...unknownColumnCases(),
    ...hugeArrayCases(),
    ...forgedValueCases(),
    ...malformedBodyCases(),
    ...fittedCases(),
  ];
}
