/** What came back from one insert request; status 0 means no HTTP answer (network, timeout). */
export type SendResult = {
  status: number;
  code?: string;
  message?: string;
  /** How long the server asked to wait before the next try (`Retry-After` of a 429 or 503). */
  retryAfterMs?: number;
};

/**
 * - `stored`: the rows are in the table.
 * - `duplicate`: a row with this id is already there (an earlier try got through): also stored.
 * - `invalid`: the server refused the data itself (or its size); it never will accept it.
 * - `denied`: the server refused this client (401/403/404, or PostgREST 42501): retried a few
 *   times, then set aside so it does not hold back the records behind it.
 * - `retry`: try again later (network, 5xx, 429, and a schema a deploy will fix).
 */
export type Verdict = 'stored' | 'duplicate' | 'invalid' | 'denied' | 'retry';

/** "Insufficient privilege": the key's role may not insert here. */
const privilegeCode = '42501';

/** "This API does not have the column yet": a deploy problem; records wait for the fix. */
const schemaCodes = new Set(['PGRST204', '42703']);

export function classifyResponse({ status, code }: SendResult): Verdict {
  if (status >= 200 && status < 300) return 'stored';
  if (status === 409 && code === '23505') return 'duplicate';
  if (status === 0 || status >= 500 || status === 429 || status === 408) return 'retry';
  if (status === 401 || status === 403 || status === 404 || code === privilegeCode) return 'denied';
  // Too large for the API (its body or rows-per-request cap): a batch goes again row by row.
  if (status === 413) return 'invalid';
  if (code !== undefined && schemaCodes.has(code)) return 'retry';
  // A 4xx with a PostgREST error code is a verdict on the data; without one it came from
  // something in between (proxy, captive portal) and says nothing about the row.
  return code === undefined ? 'retry' : 'invalid';
}
