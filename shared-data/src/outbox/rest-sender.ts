import type { TableName } from '../database-types';
import type { SendResult } from './classify-response';
import type { OutboxRow } from './outbox-entry';
import { retryAfterBodyMs, retryAfterHeaderMs } from './retry-after';

export type SendOptions = { keepalive: boolean };

/** Inserts rows into a table; never throws (a network failure is status 0). */
export type Sender = (table: TableName, rows: readonly OutboxRow[], options: SendOptions) => Promise<SendResult>;

export type RestEndpoint = { url: string; anonKey: string };

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export const requestTimeoutMs = 15_000;

/** The error's code and message, and the wait its body asks for (see `retryAfterBodyMs`). */
function readError(text: string): { code?: string; message?: string; bodyWaitMs?: number } {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return {};
    const { code, message } = body as Record<string, unknown>;
    const bodyWaitMs = retryAfterBodyMs(body);
    return {
      ...(typeof code === 'string' && code !== '' ? { code } : {}),
      ...(typeof message === 'string' ? { message } : {}),
      ...(bodyWaitMs === undefined ? {} : { bodyWaitMs }),
    };
  } catch {
    return text === '' ? {} : { message: text.slice(0, 300) };
  }
}

/**
 * Legacy anon keys are JWTs and also go in Authorization; the newer `sb_publishable_...` keys
 * are not JWTs and only belong in `apikey` (the Supabase gateway then applies the anon role).
 */
function authHeaders(anonKey: string): Record<string, string> {
  const isJwt = anonKey.split('.').length === 3;
  return isJwt ? { apikey: anonKey, Authorization: `Bearer ${anonKey}` } : { apikey: anonKey };
}

/**
 * Posts straight to PostgREST (`/rest/v1/<table>`), as supabase-js would, without loading it:
 * insert only, `return=minimal` (visitors may not read rows back), no upsert. `columns` names
 * every key of a batch, so rows that leave an optional column out still go in one request.
 */
export function createRestSender({ url, anonKey }: RestEndpoint, fetchImpl: FetchLike): Sender {
  return async (table, rows, { keepalive }) => {
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].join(',');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), requestTimeoutMs);
    try {
      const response = await fetchImpl(`${url}/rest/v1/${table}?columns=${encodeURIComponent(columns)}`, {
        method: 'POST',
        headers: {
          ...authHeaders(anonKey),
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
        },
        body: JSON.stringify(rows),
        keepalive,
        signal: controller.signal,
      });
      if (response.ok) {
        // Read to its end, though empty: Chrome cancels a response left unread, and the insert
        // would show in the network log as a failed request. The row is in either way.
        await response.arrayBuffer().catch(() => undefined);
        return { status: response.status };
      }
      const { bodyWaitMs, ...error } = readError(await response.text());
      const wait = retryAfterHeaderMs(response.headers.get('Retry-After'), Date.now()) ?? bodyWaitMs;
      return { status: response.status, ...error, ...(wait === undefined ? {} : { retryAfterMs: wait }) };
    } catch {
      return { status: 0 };
    } finally {
      clearTimeout(timer);
    }
  };
}
