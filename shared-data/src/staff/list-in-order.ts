import { rowsOrThrow } from './rows-or-throw';

/** PostgREST's `max_rows` on the local stack, and hosted Supabase's default. */
const pageSize = 1000;

type PageResult<Row> = { data: Row[] | null; error: { message: string } | null };

/** A supabase-js select (or RPC call) not yet sent, as far as paging needs it. */
export interface UnsentSelect<Row> {
  order(column: string, options: { ascending: boolean }): UnsentSelect<Row>;
  range(from: number, to: number): PromiseLike<PageResult<Row>>;
}

export interface ListOrder<Row> {
  /** Columns that order every row the same way on every page (the last ones break ties). */
  columns: { column: keyof Row & string; ascending: boolean }[];
  /** What tells one row from another, so a row moved onto the next page is kept once. */
  keyOf: (row: Row) => unknown;
}

/**
 * Every row `select` matches, in `columns` order, read page by page: PostgREST answers at most
 * `max_rows` rows per request. `select` is called once per page (a sent query cannot be sent
 * again). Throws with the server's message when a page cannot be read.
 */
export async function listInOrder<Row>(name: string, select: () => UnsentSelect<Row>, { columns, keyOf }: ListOrder<Row>): Promise<Row[]> {
  const rows: Row[] = [];
  const listed = new Set<unknown>();
  // Only an empty page ends the list: a server whose max_rows is below pageSize sends short pages.
  for (let from = 0; ; ) {
    const query = columns.reduce((ordered, { column, ascending }) => ordered.order(column, { ascending }), select());
    const page = rowsOrThrow(name, await query.range(from, from + pageSize - 1));
    if (page.length === 0) return rows;
    from += page.length;
    // A row stored while paging moves the later ones down a place: the row seen twice is kept once.
    for (const row of page) {
      const key = keyOf(row);
      if (listed.has(key)) continue;
      listed.add(key);
      rows.push(row);
    }
  }
}
