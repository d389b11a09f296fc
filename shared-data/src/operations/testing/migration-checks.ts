import { readdirSync, readFileSync } from 'node:fs';

/**
 * The check constraints `supabase/migrations` leave on the site's tables, read from the SQL (a
 * loop over tables written out per table: `expandTableLoops`) and turned into predicates over a
 * row, for tests. Only the forms the migrations use are understood
 * (`char_length(c) between a and b`, `char_length(c) <= n`, `c ~ 're'`, `c !~ 're'`, `c in (...)`,
 * `or`, `jsonb_typeof`, `octet_length(c::text) <= n`, the timestamp range, and known keys:
 * `c - array[...] = '{}'::jsonb`, also of a member, `coalesce(c -> 'key', '{}'::jsonb) - array[...]`); anything else throws,
 * so a new kind of check cannot be skipped silently. A check on a null column holds (SQL).
 *
 * PostgreSQL's `[:space:]` is read as JavaScript's `\s`, which holds every character glibc calls a
 * space and more: it is only used in classes that must find a non-space, so a row the predicate
 * accepts is accepted by the database too.
 */
export interface MigrationCheck {
  table: string;
  name: string;
  sql: string;
  holds(row: Record<string, unknown>): boolean;
}

type Predicate = (row: Record<string, unknown>) => boolean | null;

const migrationsFolder = new URL('../../../../supabase/migrations/', import.meta.url);

/** Every check constraint in force after all migrations, by table. */
export function migrationChecks(tables: readonly string[]): MigrationCheck[] {
  const checks = new Map<string, MigrationCheck>();
  const files = readdirSync(migrationsFolder)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  for (const file of files) {
    const sql = expandTableLoops(stripComments(readFileSync(new URL(file, migrationsFolder), 'utf8')));
    const statement = /drop constraint (\w+)|constraint (\w+) check \(/g;
    for (let match = statement.exec(sql); match !== null; match = statement.exec(sql)) {
      const [, dropped, name] = match;
      if (dropped) {
        checks.delete(dropped);
        continue;
      }
      if (!name) continue;
      const body = balancedBody(sql, statement.lastIndex);
      const table = [...tables].sort((a, b) => b.length - a.length).find((candidate) => name.startsWith(`${candidate}_`));
      if (!table) continue;
      const predicate = parseExpression(body.trim());
      checks.set(name, { table, name, sql: body.trim(), holds: (row) => predicate(row) !== false });
    }
  }
  return [...checks.values()];
}

function stripComments(sql: string): string {
  return sql.replace(/--[^\n]*/g, '');
}

/**
 * A loop that runs the same statements per table (`foreach t in array array['a', 'b'] loop …
 * end loop;`, the statements made with `format`, `%1$I` and `%1$s` standing for the table) read
 * as its body written out once per table.
 */
function expandTableLoops(sql: string): string {
  return sql.replace(/foreach \w+ in array array\[([^\]]*)\] loop([\s\S]*?)end loop;/g, (_loop, names: string, body: string) =>
    [...names.matchAll(/'(\w+)'/g)].map(([, table = '']) => body.replaceAll('%1$I', table).replaceAll('%1$s', table)).join('\n'),
  );
}

/** The text up to the parenthesis that closes the one opened just before `start`. */
function balancedBody(sql: string, start: number): string {
  let depth = 1;
  let quoted = false;
  for (let index = start; index < sql.length; index += 1) {
    const char = sql[index];
    if (char === "'") quoted = !quoted;
    if (quoted) continue;
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth === 0) return sql.slice(start, index);
  }
  throw new Error(`unbalanced check at ${start}`);
}

/** Splits at a keyword outside quotes and parentheses. */
function splitTopLevel(expression: string, keyword: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let from = 0;
  for (let index = 0; index < expression.length; index += 1) {
    const char = expression[index];
    if (char === "'") quoted = !quoted;
    if (quoted) continue;
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth === 0 && expression.startsWith(` ${keyword} `, index)) {
      parts.push(expression.slice(from, index));
      from = index + keyword.length + 2;
    }
  }
  parts.push(expression.slice(from));
  return parts.map((part) => part.trim());
}

const column = String.raw`"?(\w+)"?`;
const sqlString = String.raw`'((?:[^']|'')*)'`;
const unquote = (text: string) => text.replace(/''/g, "'");

function valueOf(row: Record<string, unknown>, name: string): unknown {
  return row[name] ?? null;
}

function textOf(row: Record<string, unknown>, name: string): string | null {
  const value = valueOf(row, name);
  if (value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function postgresRegex(pattern: string): RegExp {
  return new RegExp(unquote(pattern).replaceAll('[:space:]', String.raw`\s`), 'u');
}

function parseExpression(raw: string): Predicate {
  const expression = raw.replace(/\s+/g, ' ').replace(/^\((.*)\)$/, '$1');
  const alternatives = splitTopLevel(expression, 'or');
  if (alternatives.length > 1) {
    const predicates = alternatives.map(parseExpression);
    return (row) => {
      const results = predicates.map((predicate) => predicate(row));
      if (results.includes(true)) return true;
      return results.includes(null) ? null : false;
    };
  }
  return parseSimple(expression);
}

function parseSimple(expression: string): Predicate {
  let match = new RegExp(`^char_length\\(${column}\\) between (\\d+) and (\\d+)$`).exec(expression);
  if (match) {
    const [, name = '', low, high] = match;
    return (row) => {
      const text = textOf(row, name);
      return text === null ? null : [...text].length >= Number(low) && [...text].length <= Number(high);
    };
  }
  match = new RegExp(`^char_length\\(${column}\\) <= (\\d+)$`).exec(expression);
  if (match) {
    const [, name = '', limit] = match;
    return (row) => {
      const text = textOf(row, name);
      return text === null ? null : [...text].length <= Number(limit);
    };
  }
  match = new RegExp(`^${column} (!?~) ${sqlString}$`).exec(expression);
  if (match) {
    const [, name = '', operator, pattern = ''] = match;
    const regex = postgresRegex(pattern);
    return (row) => {
      const text = textOf(row, name);
      return text === null ? null : regex.test(text) === (operator === '~');
    };
  }
  match = new RegExp(`^${column} in \\((.*)\\)$`).exec(expression);
  if (match) {
    const [, name = '', list = ''] = match;
    const values = [...list.matchAll(new RegExp(sqlString, 'g'))].map(([, value = '']) => unquote(value));
    return (row) => {
      const text = textOf(row, name);
      return text === null ? null : values.includes(text);
    };
  }
  match = new RegExp(`^jsonb_typeof\\(${column}\\) = 'object'$`).exec(expression);
  if (match) {
    const [, name = ''] = match;
    return (row) => {
      const value = valueOf(row, name);
      return value === null ? null : typeof value === 'object' && !Array.isArray(value);
    };
  }
  match = new RegExp(`^octet_length\\(${column}::text\\) <= (\\d+)$`).exec(expression);
  if (match) {
    const [, name = '', limit] = match;
    return (row) => {
      const value = valueOf(row, name);
      // Indented JSON is longer than jsonb's text (", " and ": "), so a row that passes here passes there.
      return value === null ? null : new TextEncoder().encode(JSON.stringify(value, null, 1)).length <= Number(limit);
    };
  }
  match = new RegExp(`^(?:${column}|coalesce\\(${column} -> ${sqlString}, '\\{\\}'::jsonb\\)) - array\\[(.*)\\] = '\\{\\}'::jsonb$`).exec(expression);
  if (match) {
    const [, name, memberOf = '', member = '', list = ''] = match;
    const known = [...list.matchAll(new RegExp(sqlString, 'g'))].map(([, value = '']) => unquote(value));
    return (row) => {
      const whole = valueOf(row, name ?? memberOf);
      if (whole === null) return null;
      const value = name === undefined ? ((whole as Record<string, unknown>)[unquote(member)] ?? {}) : whole;
      // Removing keys from a non-object is an error in PostgreSQL: the row is refused either way.
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
      return Object.keys(value).every((key) => known.includes(key));
    };
  }
  match = new RegExp(`^${column} >= timestamptz ${sqlString} and ${column} <= now\\(\\) \\+ interval '1 day'$`).exec(expression);
  if (match) {
    const [, name = '', earliest = ''] = match;
    return (row) => {
      const text = textOf(row, name);
      if (text === null) return null;
      const time = Date.parse(text);
      return time >= Date.parse(earliest.replace(' ', 'T').replace('+00', 'Z')) && time <= Date.now() + 86_400_000;
    };
  }
  throw new Error(`migration-checks does not understand this check yet: ${expression}`);
}
