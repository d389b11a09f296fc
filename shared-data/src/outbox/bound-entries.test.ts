import { describe, expect, it } from '@rstest/core';
import { boundEntries } from './bound-entries';
import type { Lane, OutboxEntry } from './outbox-entry';

function entry(key: string, lane: Lane, text = ''): OutboxEntry {
  return {
    key,
    seq: 0,
    table: lane === 'records' ? 'leads' : 'user_interactions',
    rows: [{ id: key, name: text } as unknown as OutboxEntry['rows'][number]],
    lane,
    attempts: 0,
    denials: 0,
    notBefore: 0,
  };
}

const keys = (entries: OutboxEntry[]) => entries.map((item) => item.key);

describe('boundEntries', () => {
  it('keeps everything within the limits', () => {
    const entries = [entry('r1', 'records'), entry('t1', 'tracking')];
    expect(boundEntries(entries, { maxEntries: 2, maxChars: 10_000 })).toEqual({ kept: entries, dropped: [] });
  });

  it('drops the oldest tracking entries first when there are too many', () => {
    const entries = [entry('t1', 'tracking'), entry('r1', 'records'), entry('t2', 'tracking'), entry('t3', 'tracking')];
    const { kept, dropped } = boundEntries(entries, { maxEntries: 2, maxChars: 10_000 });
    expect(keys(kept)).toEqual(['r1', 't3']);
    expect(keys(dropped)).toEqual(['t1', 't2']);
  });

  it('drops tracking entries when the text grows too large', () => {
    const entries = [entry('t1', 'tracking', 'x'.repeat(500)), entry('r1', 'records'), entry('t2', 'tracking')];
    const { kept } = boundEntries(entries, { maxEntries: 10, maxChars: 400 });
    expect(keys(kept)).toEqual(['r1', 't2']);
  });

  it('never drops records, even over the limits', () => {
    const entries = [entry('r1', 'records'), entry('t1', 'tracking'), entry('r2', 'records'), entry('r3', 'records')];
    const { kept, dropped } = boundEntries(entries, { maxEntries: 1, maxChars: 10 });
    expect(keys(kept)).toEqual(['r1', 'r2', 'r3']);
    expect(keys(dropped)).toEqual(['t1']);
  });
});
