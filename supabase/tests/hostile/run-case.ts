import { isDeepStrictEqual } from 'node:util';
import type { TableName } from '@salesiq/shared-data/database-types';
import type { HostileCase, Row } from './catalogue';

export interface Api {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

/** How one case ended, for the summary, and what went against its expectation (if anything). */
export interface CaseResult {
  outcome: string;
  problem?: string;
}

interface Answer {
  status: number;
  code?: string;
  message?: string;
}

async function send(api: Api, hostile: HostileCase): Promise<Answer> {
  const response = await fetch(`${api.url}/rest/v1/${hostile.table}${hostile.query ?? ''}`, {
    method: 'POST',
    headers: {
      apikey: api.anonKey,
      'Content-Type': hostile.contentType ?? 'application/json',
      Prefer: 'return=minimal',
    },
    body: hostile.body ?? JSON.stringify(hostile.rows),
  });
  const text = await response.text();
  let parsed: { code?: unknown; message?: unknown } = {};
  try {
    parsed = text === '' ? {} : (JSON.parse(text) as typeof parsed);
  } catch {
    parsed = { message: text.slice(0, 200) };
  }
  return {
    status: response.status,
    ...(typeof parsed.code === 'string' ? { code: parsed.code } : {}),
    ...(typeof parsed.message === 'string' ? { message: parsed.message } : {}),
  };
}

async function serviceGet(api: Api, path: string): Promise<Response> {
  return fetch(`${api.url}/rest/v1/${path}`, {
    headers: { apikey: api.serviceRoleKey, Prefer: 'count=exact' },
  });
}

/** Rows of `table` with these ids, read with the service role (in chunks: URLs have limits). */
async function storedRows(api: Api, table: TableName, ids: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (let start = 0; start < ids.length; start += 200) {
    const chunk = ids.slice(start, start + 200);
    const response = await serviceGet(api, `${table}?select=*&id=in.(${chunk.join(',')})`);
    if (!response.ok) throw new Error(`reading ${table} failed: ${response.status} ${await response.text()}`);
    rows.push(...((await response.json()) as Row[]));
  }
  return rows;
}

/** All rows of `table` (the count PostgREST reports), for cases whose body names no id. */
export async function rowCount(api: Api, table: TableName): Promise<number> {
  const response = await serviceGet(api, `${table}?select=id&limit=1`);
  const range = response.headers.get('content-range') ?? '*/0';
  return Number(range.split('/')[1]);
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The row ids a case can be checked by (a case with forged ids is checked by row count). */
export function rowIds(hostile: HostileCase): string[] {
  const ids = hostile.rows.map((row) => row.id);
  return ids.length > 0 && ids.every((id) => typeof id === 'string' && uuid.test(id)) ? (ids as string[]) : [];
}

/** The UTF-8 bytes of a string, as hex, so equal means byte-for-byte equal. */
const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('hex');

/** Every sent field is back exactly: strings byte for byte, JSON deeply, times as instants. */
function differences(sent: Row, stored: Row | undefined, storedAs: Row = {}): string[] {
  if (stored === undefined) return ['row missing'];
  return Object.entries({ ...sent, ...storedAs }).flatMap(([key, expected]) => {
    const actual = stored[key];
    if (key === 'timestamp' && typeof expected === 'string' && typeof actual === 'string') {
      return Date.parse(expected) === Date.parse(actual) ? [] : [`${key}: ${actual} instead of ${expected}`];
    }
    if (typeof expected === 'string') {
      const same = typeof actual === 'string' && utf8(actual) === utf8(expected);
      return same ? [] : [`${key} differs (${JSON.stringify(actual)?.slice(0, 80)})`];
    }
    return isDeepStrictEqual(actual, expected) ? [] : [`${key} differs (${JSON.stringify(actual)?.slice(0, 80)})`];
  });
}

function describeAnswer(answer: Answer): string {
  return `${answer.status}${answer.code ? ` ${answer.code}` : ''}`;
}

const constraintOf = (message = '') => /violates check constraint "([^"]+)"/.exec(message)?.[1];

/**
 * Sends one hostile request with the anon key and checks what the database did: refused with the
 * expected status and code (and the named check constraint) storing nothing, or stored every
 * field exactly as sent. Cases that carry no row ids are checked by row count, so run those alone.
 */
export async function runCase(api: Api, hostile: HostileCase): Promise<CaseResult> {
  const ids = rowIds(hostile);
  const countBefore = ids.length === 0 ? await rowCount(api, hostile.table) : 0;
  const answer = await send(api, hostile);
  // One request is one statement, all or nothing: for a huge batch its first and last rows tell.
  const probe = ids.length > 400 ? [...ids.slice(0, 200), ...ids.slice(-200)] : ids;
  const stored = ids.length > 0 ? await storedRows(api, hostile.table, probe) : [];
  const storedNothing = ids.length > 0 ? stored.length === 0 : (await rowCount(api, hostile.table)) === countBefore;
  const expectation = hostile.expect;

  if ('store' in expectation) {
    const outcome = hostile.storedAs ? 'stored, coerced to text' : 'stored, byte-for-byte equal';
    if (answer.status !== 201) return { outcome: `rejected ${describeAnswer(answer)}`, problem: `expected 201, got ${describeAnswer(answer)}: ${answer.message ?? ''}` };
    const problems = hostile.rows.flatMap((row) =>
      differences(row, stored.find((candidate) => candidate.id === row.id), hostile.storedAs),
    );
    return problems.length === 0 ? { outcome } : { outcome, problem: problems.join('; ') };
  }

  if ('storeNothing' in expectation) {
    const ok = answer.status === 201 && storedNothing;
    return ok
      ? { outcome: 'accepted, no row in the body' }
      : { outcome: describeAnswer(answer), problem: `expected 201 with nothing stored, got ${describeAnswer(answer)}` };
  }

  const { status, codes, constraints } =
    'reject' in expectation
      ? { status: 400, codes: expectation.reject.codes, constraints: expectation.reject.constraints }
      : { status: expectation.rejectWithStatus, codes: expectation.codes, constraints: undefined };
  const constraint = constraintOf(answer.message);
  const outcome = `rejected ${describeAnswer(answer)}${constraint ? ' (check constraint)' : ''}`;
  const problems: string[] = [];
  if (answer.status !== status) problems.push(`expected status ${status}, got ${describeAnswer(answer)} ${answer.message ?? ''}`);
  if (codes.length > 0 && !codes.includes(answer.code ?? '')) problems.push(`expected code ${codes.join('/')}, got ${answer.code ?? 'none'}`);
  if (answer.code === '23514' && constraints && !constraints.includes(constraint ?? '')) {
    problems.push(`expected constraint ${constraints.join(' or ')}, got ${constraint ?? answer.message ?? 'none'}`);
  }
  if (!storedNothing) problems.push('something was stored');
  return problems.length === 0 ? { outcome } : { outcome, problem: problems.join('; ') };
}
