import type { TableName } from '@salesiq/shared-data/database-types';
import { probeRow } from './probe-rows';

export interface Project {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

export interface CheckResult {
  check: string;
  passed: boolean;
  detail: string;
}

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** Supabase's gateway takes a JWT key as bearer too; `sb_` keys go in `apikey` alone. */
function keyHeaders(key: string): Record<string, string> {
  return key.split('.').length === 3 ? { apikey: key, Authorization: `Bearer ${key}` } : { apikey: key };
}

async function call(url: string, init: { method?: string; key: string; headers?: Record<string, string>; body?: unknown }): Promise<Answer> {
  try {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: { ...keyHeaders(init.key), 'Content-Type': 'application/json', ...init.headers },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return { status: response.status, body, headers: response.headers };
  } catch (error) {
    return { status: 0, body: error instanceof Error ? error.message : String(error), headers: new Headers() };
  }
}

function fieldOf(body: unknown, field: string): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

const codeOf = (body: unknown) => fieldOf(body, 'code');
const describe = ({ status, body }: Answer) => `${status}${codeOf(body) ? ` ${codeOf(body)}` : ''}`;
/** With the API's own message, for an answer that fails a check. */
const explain = (answer: Answer) => `${describe(answer)}${fieldOf(answer.body, 'message') ? ` (${fieldOf(answer.body, 'message')})` : ''}`;

/** Anon may read nothing: the API refuses (401/403, 42501) or does not serve the object (404). */
export async function anonReadsNothing(project: Project, name: string): Promise<CheckResult> {
  const answer = await call(`${project.url}/rest/v1/${name}?select=*&limit=1`, { key: project.anonKey });
  const refused = answer.status === 401 || answer.status === 403 || answer.status === 404 || codeOf(answer.body) === '42501';
  const rows = Array.isArray(answer.body) ? answer.body.length : 0;
  return {
    check: `anon reads nothing: ${name}`,
    passed: refused,
    detail: refused ? `refused (${describe(answer)})` : `answered ${describe(answer)} with ${rows} row(s): anon can read ${name}`,
  };
}

/**
 * Anon may call no function: the API refuses (401/403, 42501) or does not serve it (404; also for
 * a function whose arguments have no defaults, called without them). The call is a GET, which
 * PostgREST runs read-only: were anon allowed, a function that writes could change nothing (405).
 */
export async function anonCallsNothing(project: Project, name: string): Promise<CheckResult> {
  const answer = await call(`${project.url}/rest/v1/rpc/${name}`, { key: project.anonKey });
  const refused = answer.status === 401 || answer.status === 403 || answer.status === 404 || codeOf(answer.body) === '42501';
  return {
    check: `anon calls nothing: ${name}`,
    passed: refused,
    detail: refused ? `refused (${describe(answer)})` : `answered ${explain(answer)}: anon may execute ${name}`,
  };
}

async function storedIds(project: Project, table: TableName, id: string): Promise<number | undefined> {
  const answer = await call(`${project.url}/rest/v1/${table}?select=id&id=eq.${id}`, { key: project.serviceRoleKey });
  return Array.isArray(answer.body) ? answer.body.length : undefined;
}

/** Anon inserts one row of `table` as the site does; the service role deletes it again. */
export async function anonInserts(project: Project, table: TableName): Promise<CheckResult> {
  const row = probeRow(table);
  const check = `anon inserts: ${table}`;
  const inserted = await call(`${project.url}/rest/v1/${table}`, {
    method: 'POST',
    key: project.anonKey,
    headers: { Prefer: 'return=minimal' },
    body: [row],
  });
  if (inserted.status !== 201) return { check, passed: false, detail: `insert answered ${explain(inserted)}, not 201` };
  const removed = await call(`${project.url}/rest/v1/${table}?id=eq.${row.id}`, {
    method: 'DELETE',
    key: project.serviceRoleKey,
    headers: { Prefer: 'return=minimal' },
  });
  // Its sales e-mail, queued with it and due only seconds later, goes too (a lead's goes with the lead).
  await call(`${project.url}/rest/v1/lead_notifications?record_id=eq.${row.id}`, {
    method: 'DELETE',
    key: project.serviceRoleKey,
    headers: { Prefer: 'return=minimal' },
  });
  const left = await storedIds(project, table, row.id);
  if (removed.status >= 300 || left !== 0) {
    return { check, passed: false, detail: `stored (201), but the service role could not remove row ${row.id} (${describe(removed)})` };
  }
  return { check, passed: true, detail: 'stored (201), then removed by the service role' };
}

/**
 * The pre-request hook runs on the Data API: an anon insert sent with `x-api-guard-probe:
 * over-limit` is answered as over the limit (429, a retry time in `Retry-After` and in the body),
 * and nothing is stored. Without the hook the row would be stored (and is then removed).
 */
export async function preRequestHookActive(project: Project): Promise<CheckResult> {
  const check = 'pre-request hook: rate limit answers 429';
  const row = probeRow('leads');
  const answer = await call(`${project.url}/rest/v1/leads`, {
    method: 'POST',
    key: project.anonKey,
    headers: { Prefer: 'return=minimal', 'x-api-guard-probe': 'over-limit' },
    body: [row],
  });
  if (answer.status === 201) {
    await call(`${project.url}/rest/v1/leads?id=eq.${row.id}`, { method: 'DELETE', key: project.serviceRoleKey });
    return { check, passed: false, detail: 'the probe was stored (201): pgrst.db_pre_request is not set for the authenticator role' };
  }
  let bodySeconds: unknown;
  try {
    bodySeconds = (JSON.parse(fieldOf(answer.body, 'details')) as { retry_after_seconds?: unknown }).retry_after_seconds;
  } catch {
    bodySeconds = undefined;
  }
  const headerSeconds = answer.headers.get('retry-after');
  if (answer.status !== 429 || typeof bodySeconds !== 'number' || bodySeconds <= 0) {
    return { check, passed: false, detail: `answered ${explain(answer)}, not 429 with a retry time in its body` };
  }
  return { check, passed: true, detail: `429 ${codeOf(answer.body)}, retry in ${bodySeconds} s (body), Retry-After ${headerSeconds ?? 'not readable'}` };
}
