import { describe, expect, it } from '@rstest/core';
import type { UnsentSelect } from './list-in-order';
import { listNewestFirst } from './list-newest-first';

type Row = { id: string; created_at: string };

const rowsNewestFirst = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: `row-${String(count - index).padStart(5, '0')}`, created_at: '2026-11-28T10:00:00Z' }));

/**
 * A stand-in for PostgREST: it answers at most `maxRows` rows of `table` (already in the order
 * asked for) per request, and records what each request asked for.
 */
function fakeServer(table: Row[], maxRows = 1000) {
  const requests: { order: string[]; from: number; to: number }[] = [];
  const select = (): UnsentSelect<Row> => {
    const order: string[] = [];
    const query: UnsentSelect<Row> = {
      order(column, { ascending }) {
        order.push(`${column}.${ascending ? 'asc' : 'desc'}`);
        return query;
      },
      range(from, to) {
        requests.push({ order, from, to });
        return Promise.resolve({ data: table.slice(from, Math.min(to + 1, from + maxRows)), error: null });
      },
    };
    return query;
  };
  return { select, requests };
}

const byCreatedAt = { time: 'created_at', tieBreaker: 'id' } as const;

describe('listNewestFirst', () => {
  it('reads every row, page by page, newest first with ties ordered by the unique column', async () => {
    const table = rowsNewestFirst(2345);
    const server = fakeServer(table);
    expect(await listNewestFirst('leads', server.select, byCreatedAt)).toEqual(table);
    expect(server.requests.map(({ from, to }) => [from, to])).toEqual([
      [0, 999],
      [1000, 1999],
      [2000, 2999],
      [2345, 3344],
    ]);
    for (const { order } of server.requests) expect(order).toEqual(['created_at.desc', 'id.desc']);
  });

  it('reads every row from a server that answers fewer rows per request than a page', async () => {
    const table = rowsNewestFirst(1200);
    expect(await listNewestFirst('leads', fakeServer(table, 500).select, byCreatedAt)).toEqual(table);
  });

  it('answers an empty list for an empty table', async () => {
    const server = fakeServer([]);
    expect(await listNewestFirst('leads', server.select, byCreatedAt)).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it('lists a row once when a row stored while paging moves it onto the next page', async () => {
    const table = rowsNewestFirst(1500);
    const server = fakeServer(table);
    const select = () => {
      if (server.requests.length === 1) table.unshift({ id: 'row-new', created_at: '2026-11-28T10:00:01Z' });
      return server.select();
    };
    const rows = await listNewestFirst('leads', select, byCreatedAt);
    expect(rows).toHaveLength(1500);
    expect(new Set(rows.map((row) => row.id)).size).toBe(1500);
  });

  it('throws with the server’s message when a page cannot be read', async () => {
    const refused: UnsentSelect<Row> = {
      order: () => refused,
      range: () => Promise.resolve({ data: null, error: { message: 'permission denied for table leads' } }),
    };
    await expect(listNewestFirst('leads', () => refused, byCreatedAt)).rejects.toThrow('Could not list leads: permission denied for table leads');
  });
});
