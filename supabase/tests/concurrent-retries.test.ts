import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import pg from 'pg';
import { sampleRow } from './sample-rows';
import { startTestStack, type TestStack } from './stack-harness';

// Two tries of one row at the same moment (a closing page's keepalive request and the next page's
// retry of its outbox): the later waits for the earlier, then skips the row if it was stored
// (migration 20261129100000_stored_once_while_in_flight). The data API answers a skipped row 201.

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack?.stop();
});

type Row = ReturnType<typeof sampleRow>;

async function session(role?: 'anon'): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  if (role) await client.query(`set role ${role}`);
  return client;
}

/** Inserts the row's own columns, as the data API does for a visitor's insert. */
function insert(client: pg.Client, row: Row): Promise<pg.QueryResult> {
  const columns = Object.keys(row).map((column) => `"${column}"`).join(', ');
  return client.query(
    `insert into public.user_interactions (${columns}) select ${columns} from json_populate_record(null::public.user_interactions, $1)`,
    [JSON.stringify(row)],
  );
}

async function untilWaitingOnALock(observer: pg.Client, pid: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { rows } = await observer.query<{ waiting: boolean }>(
      "select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = $1",
      [pid],
    );
    if (rows[0]?.waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`session ${pid} never waited for the first try`);
}

async function storedCount(client: pg.Client, id: string): Promise<number> {
  const { rows } = await client.query<{ count: number }>('select count(*)::int as count from public.user_interactions where id = $1', [id]);
  return rows[0]?.count ?? 0;
}

/** The second try, sent while the first is uncommitted; `end` commits or rolls back the first. */
async function secondTryWhileFirstIsOpen(end: 'commit' | 'rollback'): Promise<{ inserted: number | null; stored: number }> {
  const row = sampleRow('user_interactions');
  const first = await session();
  const second = await session('anon');
  try {
    const { rows } = await second.query<{ pid: number }>('select pg_backend_pid() as pid');
    await first.query('begin');
    await insert(first, row);
    const secondTry = insert(second, row);
    await untilWaitingOnALock(first, rows[0]?.pid ?? 0);
    await first.query(end);
    const { rowCount } = await secondTry;
    return { inserted: rowCount, stored: await storedCount(first, row.id) };
  } finally {
    await Promise.all([first.end(), second.end()]);
  }
}

describe('a row sent again while its first try is still being stored', () => {
  it('waits for the first try, then is skipped without a unique violation: stored once', async () => {
    expect(await secondTryWhileFirstIsOpen('commit')).toEqual({ inserted: 0, stored: 1 });
  });

  it('is stored by the second try when the first is rolled back', async () => {
    expect(await secondTryWhileFirstIsOpen('rollback')).toEqual({ inserted: 1, stored: 1 });
  });
});
