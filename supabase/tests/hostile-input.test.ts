import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type TableName, tableNames } from '@salesiq/shared-data/database-types';
import { setGuardSettings } from './guard-settings';
import { hostileCatalogue, type HostileCase } from './hostile/catalogue';
import { rowCount, rowIds, runCase, type Api } from './hostile/run-case';
import { startTestStack, type TestStack } from './stack-harness';

// The hostile-input catalogue, straight to the API with the anon key: every case is either
// refused (4xx, a named check constraint where a check refused it) with nothing stored, or stored
// inertly and read back byte for byte with the service role. The summary is printed at the end.

let stack: TestStack;
let api: Api;
const catalogue = hostileCatalogue();
/** outcome -> how many cases ended that way, per category */
const tally = new Map<string, Map<string, number>>();

beforeAll(async () => {
  // Hundreds of oversized cases come from one address: the gateway must not turn it away.
  stack = await startTestStack({ refusalsPerMinute: 1_000_000 });
  api = { url: stack.url, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey };
  // About a thousand stored cases come from one address: lift the per-address limit for this run.
  await setGuardSettings(stack.databaseUrl, { maxInsertsPerWindow: 100_000 });
});

afterAll(async () => {
  if (tally.size > 0) console.log(formatSummary());
  await stack?.stop();
});

function record(category: string, outcome: string): void {
  const outcomes = tally.get(category) ?? new Map<string, number>();
  outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  tally.set(category, outcomes);
}

function formatSummary(): string {
  const lines: string[] = [];
  const totals = new Map<string, number>();
  let tried = 0;
  for (const [category, outcomes] of tally) {
    const count = [...outcomes.values()].reduce((sum, value) => sum + value, 0);
    tried += count;
    const parts = [...outcomes].map(([outcome, n]) => `${n} ${outcome}`).join(', ');
    lines.push(`  ${category} (${count}): ${parts}`);
    for (const [outcome, n] of outcomes) totals.set(outcome, (totals.get(outcome) ?? 0) + n);
  }
  const overall = [...totals].sort((a, b) => b[1] - a[1]).map(([outcome, n]) => `    ${n} ${outcome}`);
  return [`Hostile-input catalogue: ${tried} inputs tried`, ...overall, 'By category:', ...lines].join('\n');
}

/** Runs cases a few at a time; cases without ids are checked by row count, so those go alone. */
async function runAll(cases: HostileCase[]): Promise<string[]> {
  const problems: string[] = [];
  const withIds = cases.filter((hostile) => rowIds(hostile).length > 0);
  const counted = cases.filter((hostile) => !withIds.includes(hostile));
  const handle = async (hostile: HostileCase) => {
    const result = await runCase(api, hostile);
    record(hostile.category, result.outcome);
    if (result.problem) problems.push(`${hostile.table} · ${hostile.label}: ${result.problem}`);
  };
  let next = 0;
  const worker = async () => {
    while (next < withIds.length) {
      const hostile = withIds[next];
      next += 1;
      if (hostile) await handle(hostile);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  for (const hostile of counted) await handle(hostile);
  return problems;
}

const groups = [...new Set(catalogue.map((hostile) => `${hostile.table}|${hostile.category}`))].map((key) => {
  const [table = '', category = ''] = key.split('|');
  return { table: table as TableName, category };
});

describe.each(tableNames)('hostile input to %s with the anon key', (table) => {
  const categories = groups.filter((group) => group.table === table).map((group) => group.category);

  it.each(categories)('%s: refused with nothing stored, or stored exactly', async (category) => {
    const cases = catalogue.filter((hostile) => hostile.table === table && hostile.category === category);
    expect(await runAll(cases)).toEqual([]);
  });
});

describe('after the catalogue', () => {
  it('every table is still there and answers', async () => {
    for (const table of tableNames) expect(await rowCount(api, table)).toBeGreaterThan(0);
  });

  it('leaves the database nothing to refuse in what the site sends but empty, blank or shapeless values', () => {
    const refusedAfterFitting = catalogue.flatMap((hostile) => {
      if (hostile.category !== 'fitted by the site' || !('reject' in hostile.expect)) return [];
      const values = hostile.rows.flatMap((fitted) => Object.values(fitted));
      const emptied = values.includes('');
      return (hostile.expect.reject.constraints ?? []).filter((constraint) => !(/_(not_blank|shape)$/.test(constraint) || (emptied && constraint.endsWith('_length'))));
    });
    expect(refusedAfterFitting).toEqual([]);
  });

  it('tried every kind of input the issue lists', () => {
    const categories = new Set(catalogue.map((hostile) => hostile.category));
    for (const expected of [
      'oversized',
      'e-mail edge cases',
      'unicode',
      'nul byte',
      'html and script',
      'sql-looking',
      'wrong JSON types',
      'unknown columns',
      'huge arrays',
      'forged values',
    ]) {
      expect(categories).toContain(expected);
    }
    expect(catalogue.length).toBeGreaterThan(1000);
  });
});
