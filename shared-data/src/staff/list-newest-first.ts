import { rowsOrThrow } from './rows-or-throw';

/** PostgREST's `max_rows` on the local stack, and hosted Supabase's default. */
const pageSize = 1000;

type PageResult<Row> = { data: Row[] | null; error: { message: string } | null };

/** A supabase-js select not yet sent, as far as paging needs it. */
export interface UnsentSelect<Row> {
  order(column: string, options: { ascending: boolean }): UnsentSelect<Row>;
  range(from: number, to: number): PromiseLike<PageResult<Row>>;
}

export interface NewestFirst<Row> {
  /** The time rows are listed by, newest first. */
  time: keyof Row & string;
  /** A unique column that orders rows sharing a time, so pages neither overlap nor skip rows. */
  tieBreaker: keyof Row & string;
}

/**
 * Every row `select` matches, newest first, read page by page: PostgREST answers at most
 * `max_rows` rows per request. `select` is called once per page (a sent query cannot be sent
 * again). Throws with the server's message when a page cannot be read.
 */
export async function listNewestFirst<Row extends Record<string, unknown>>(
  name: string,
  select: () => UnsentSelect<Row>,
  { time, tieBreaker }: NewestFirst<Row>,
): Promise<Row[]> {
  const rows: Row[] = [];
  const listed = new Set<unknown>();
  // Only an empty page ends the list: a server whose max_rows is below pageSize sends short pages.
  for (let from = 0; ; ) {
    const query = select().order(time, { ascending: false }).order(tieBreaker, { ascending: false });
    const page = rowsOrThrow(name, await query.range(from, from + pageSize - 1));
    if (page.length === 0) return rows;
    from += page.length;
    // A row stored while paging moves the later ones down a place: the row seen twice is kept once.
    for (const row of page) {
      if (listed.has(row[tieBreaker])) continue;
      listed.add(row[tieBreaker]);
      rows.push(row);
    }
  }
}
