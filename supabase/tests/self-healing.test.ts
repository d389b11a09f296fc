import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import pg from 'pg';
import { setGuardSettings } from './guard-settings';
import { insertRows } from './rest';
import { sampleRow } from './sample-rows';
import { startTestStack, type TestStack } from './stack-harness';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
  // The load below comes from one address: lift the per-address limit out of its way.
  await setGuardSettings(stack.databaseUrl, { maxInsertsPerWindow: 100_000 });
});

afterAll(async () => {
  await stack?.stop();
});

const senders = 4;

interface LoadRun {
  acknowledged: string[];
  answers: Map<number, number>;
  /** Milliseconds from the kill to the first 201 of a request sent after it. */
  recoveredAfterMs: number | undefined;
}

/**
 * Keeps `senders` clients inserting leads one by one until `done(run)`; `killedAt()` tells when
 * PostgREST was killed, so the first acknowledgement of a request sent later marks recovery.
 */
async function insertUnderLoad(killedAt: () => number | undefined, done: (run: LoadRun) => boolean): Promise<LoadRun> {
  const run: LoadRun = { acknowledged: [], answers: new Map(), recoveredAfterMs: undefined };
  const sender = async () => {
    while (!done(run)) {
      const row = sampleRow('leads');
      const sentAt = performance.now();
      const status = await insertRows(stack.url, stack.anonKey, 'leads', [row]).then(
        (response) => response.status,
        () => 0,
      );
      run.answers.set(status, (run.answers.get(status) ?? 0) + 1);
      const kill = killedAt();
      if (status === 201) {
        run.acknowledged.push(row.id);
        if (kill !== undefined && sentAt > kill) run.recoveredAfterMs ??= performance.now() - kill;
      } else {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  await Promise.all(Array.from({ length: senders }, sender));
  return run;
}

async function storedLeadIds(ids: string[]): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('select id from public.leads where id = any($1::uuid[])', [ids]);
    return new Set(rows.map((row) => row.id));
  } finally {
    await client.end();
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('PostgREST killed with SIGKILL under load', () => {
  it.each([1, 2])('comes back by itself within 10 s and keeps every acknowledged row (kill %i)', async () => {
    const victim = await stack.postgrestPid();
    const startedAt = performance.now();
    let killedAt: number | undefined = undefined;
    // The load runs until a second after recovery, 15 s at most.
    const load = insertUnderLoad(
      () => killedAt,
      (run) =>
        performance.now() - startedAt > 15_000 ||
        (killedAt !== undefined &&
          run.recoveredAfterMs !== undefined &&
          performance.now() > killedAt + run.recoveredAfterMs + 1_000),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    process.kill(victim, 'SIGKILL');
    killedAt = performance.now();
    const run = await load;

    console.log(
      `answers ${JSON.stringify(Object.fromEntries(run.answers))}; ` +
        `first acknowledgement ${Math.round(run.recoveredAfterMs ?? -1)} ms after the kill`,
    );
    expect(run.recoveredAfterMs ?? Infinity).toBeLessThan(10_000);
    expect(run.acknowledged.length).toBeGreaterThan(0);
    const stored = await storedLeadIds(run.acknowledged);
    expect(run.acknowledged.filter((id) => !stored.has(id))).toEqual([]);

    const successor = await stack.postgrestPid();
    expect(successor).not.toBe(victim);
    expect(isAlive(successor)).toBe(true);
  });
});
