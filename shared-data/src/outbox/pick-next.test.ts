import { describe, expect, it } from '@rstest/core';
import type { Lane, OutboxEntry } from './outbox-entry';
import { nextDueAt, pickNext } from './pick-next';

function entry(key: string, lane: Lane, notBefore = 0): OutboxEntry {
  return {
    key,
    seq: 0,
    table: lane === 'records' ? 'leads' : 'user_interactions',
    rows: [{ id: key } as unknown as OutboxEntry['rows'][number]],
    lane,
    attempts: 0,
    denials: 0,
    notBefore,
  };
}

const none = new Set<string>();

describe('pickNext', () => {
  it('sends records before tracking events', () => {
    expect(pickNext([entry('t1', 'tracking'), entry('r1', 'records')], 0, none)?.key).toBe('r1');
  });

  it('takes only the oldest entry of a lane', () => {
    expect(pickNext([entry('r1', 'records'), entry('r2', 'records')], 0, none)?.key).toBe('r1');
  });

  it('holds a lane back while its head waits or travels, but not the other lane', () => {
    const entries = [entry('r1', 'records', 500), entry('r2', 'records'), entry('t1', 'tracking')];
    expect(pickNext(entries, 100, none)?.key).toBe('t1');
    expect(pickNext(entries, 500, none)?.key).toBe('r1');
    expect(pickNext(entries, 500, new Set(['r1']))?.key).toBe('t1');
    expect(pickNext(entries, 500, new Set(['r1', 't1']))).toBeUndefined();
  });
});

describe('nextDueAt', () => {
  it('is the earliest lane head not on its way', () => {
    const entries = [entry('r1', 'records', 900), entry('r2', 'records', 10), entry('t1', 'tracking', 400)];
    expect(nextDueAt(entries, none)).toBe(400);
    expect(nextDueAt(entries, new Set(['t1']))).toBe(900);
    expect(nextDueAt([], none)).toBeUndefined();
  });
});
