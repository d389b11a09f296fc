import type { FetchLike } from '../rest-sender';

type Row = Record<string, unknown> & { id: string };

export type FakeRequest = {
  table: string;
  ids: string[];
  keepalive: boolean;
  headers: Record<string, string>;
  url: string;
};

type Mode =
  | { kind: 'up' }
  | { kind: 'down' }
  | { kind: 'status'; status: number; body?: object; headers?: Record<string, string> }
  /** The insert happens, but the answer is lost on the way back. */
  | { kind: 'store-then-drop' }
  /** The request never ends (until aborted). */
  | { kind: 'hang' }
  /** Answers normally after `ms`. */
  | { kind: 'slow'; ms: number };

function json(status: number, body: object, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/**
 * PostgREST as the outbox meets it, behind a mocked fetch: atomic batch inserts, 409/23505 on a
 * known id, 400/23514 for an email without `@`, and switchable outages.
 */
export class FakeRestApi {
  readonly tables = new Map<string, Map<string, Row>>();
  readonly requests: FakeRequest[] = [];
  /** Table → mode, for outages of one table only; `*` for all. */
  readonly modes = new Map<string, Mode>([['*', { kind: 'up' }]]);
  onRequest: (request: FakeRequest) => void = () => {};

  setMode(mode: Mode, table = '*') {
    this.modes.set(table, mode);
  }

  rows(table: string): Row[] {
    return [...(this.tables.get(table)?.values() ?? [])];
  }

  /** Ids in the order the server stored them, across tables. */
  readonly storedOrder: string[] = [];

  readonly fetch: FetchLike = async (url, init) => {
    const { pathname } = new URL(url);
    const table = pathname.replace('/rest/v1/', '');
    const rows = JSON.parse(typeof init.body === 'string' ? init.body : '[]') as Row[];
    const request: FakeRequest = {
      table,
      ids: rows.map((row) => row.id),
      keepalive: init.keepalive === true,
      headers: init.headers as Record<string, string>,
      url,
    };
    this.requests.push(request);
    this.onRequest(request);
    const mode = this.modes.get(table) ?? this.modes.get('*') ?? { kind: 'up' };
    if (mode.kind === 'down') throw new TypeError('Failed to fetch');
    if (mode.kind === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    }
    if (mode.kind === 'status') return json(mode.status, mode.body ?? {}, mode.headers);
    if (mode.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, mode.ms));

    const stored = this.tables.get(table) ?? new Map<string, Row>();
    this.tables.set(table, stored);
    if (rows.some((row) => stored.has(row.id))) {
      return json(409, { code: '23505', message: `duplicate key value violates unique constraint "${table}_pkey"` });
    }
    if (rows.some((row) => typeof row.email === 'string' && !row.email.includes('@'))) {
      return json(400, { code: '23514', message: `new row for relation "${table}" violates check constraint "${table}_email_shape"` });
    }
    for (const row of rows) {
      stored.set(row.id, row);
      this.storedOrder.push(row.id);
    }
    if (mode.kind === 'store-then-drop') throw new TypeError('Failed to fetch');
    return new Response(null, { status: 201 });
  };
}
