import { listInOrder, type UnsentSelect } from './list-in-order';

export interface NewestFirst<Row> {
  /** The time rows are listed by, newest first. */
  time: keyof Row & string;
  /** A unique column that orders rows sharing a time, so pages neither overlap nor skip rows. */
  tieBreaker: keyof Row & string;
}

/**
 * Every row `select` matches, newest first, read page by page past PostgREST's `max_rows`
 * (`listInOrder`). Throws with the server's message when a page cannot be read.
 */
export function listNewestFirst<Row extends Record<string, unknown>>(
  name: string,
  select: () => UnsentSelect<Row>,
  { time, tieBreaker }: NewestFirst<Row>,
): Promise<Row[]> {
  return listInOrder(name, select, {
    columns: [
      { column: time, ascending: false },
      { column: tieBreaker, ascending: false },
    ],
    keyOf: (row) => row[tieBreaker],
  });
}
