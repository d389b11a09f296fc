/** What came back from one insert request; status 0 means no HTTP answer (network, timeout). */
export type SendResult = {
  status: number;
  code?: string;
  message?: string;
};

/**
 * - `stored`: the rows are in the table.
 * - `duplicate`: a row with this id is already there (an earlier try got through): also stored.
 * - `invalid`: the server refused the data itself; it never will accept it.
 * - `retry`: try again later (network, 5xx, 429, and misconfiguration that a deploy will fix).
 */
export type Verdict = 'stored' | 'duplicate' | 'invalid' | 'retry';

/**
 * Codes meaning "this API does not have the table or column yet" or "this key may not insert":
 * a deploy or configuration problem. Records are kept for when it is fixed, not dropped.
 */
const misconfigurationCodes = new Set(['PGRST204', 'PGRST205', '42P01', '42703', '42501']);

export function classifyResponse({ status, code }: SendResult): Verdict {
  if (status >= 200 && status < 300) return 'stored';
  if (status === 409 && code === '23505') return 'duplicate';
  if (status === 0 || status >= 500 || status === 429 || status === 408) return 'retry';
  if (status === 401 || status === 403 || status === 404) return 'retry';
  if (code !== undefined && misconfigurationCodes.has(code)) return 'retry';
  // A 4xx with a PostgREST error code is a verdict on the data; without one it came from
  // something in between (proxy, captive portal) and says nothing about the row.
  return code === undefined ? 'retry' : 'invalid';
}
