import { describe, expect, it } from '@rstest/core';
import { parseEntry, parseLegacyEntries, serializeEntry, serializeLegacyEntries } from './entry-codec';
import type { OutboxEntry } from './outbox-entry';

const entry: OutboxEntry = {
  key: 'a',
  seq: 1_700_000_000_000_000,
  table: 'personalized_guides',
  rows: [{ id: 'a', name: 'Ada', email: 'ada@example.com', company: 'Engines', industry: 'healthcare' }],
  lane: 'records',
  attempts: 2,
  denials: 1,
  notBefore: 1_000,
};

/** The same entry as version 1 stored it: no `seq`, no `denials`. */
const legacyEntry = {
  key: entry.key,
  table: entry.table,
  rows: entry.rows,
  lane: entry.lane,
  attempts: entry.attempts,
  notBefore: entry.notBefore,
};

describe('entry codec', () => {
  it('round-trips one entry', () => {
    expect(parseEntry(serializeEntry(entry))).toEqual(entry);
  });

  it.each([null, '', 'not json', '[]', '{"version":1,"entries":[]}', JSON.stringify({ ...entry, version: 3 })])(
    'reads %j as no entry',
    (text) => {
      expect(parseEntry(text)).toBeUndefined();
    },
  );

  it.each([
    { ...entry, table: 'secrets' },
    { ...entry, lane: 'fast' },
    { ...entry, rows: [] },
    { ...entry, rows: [{ name: 'no id' }] },
    { ...entry, attempts: '1' },
    { ...entry, seq: undefined },
  ])('refuses a malformed entry %#', (malformed) => {
    expect(parseEntry(JSON.stringify({ version: 2, ...malformed }))).toBeUndefined();
  });
});

describe('legacy codec (one value for every entry)', () => {
  it('reads the entries of version 1 in order, first in line, with no denials yet', () => {
    const second = { ...legacyEntry, key: 'b' };
    expect(parseLegacyEntries(serializeLegacyEntries([legacyEntry, second]))).toEqual([
      { ...entry, seq: 1, denials: 0 },
      { ...entry, key: 'b', seq: 2, denials: 0 },
    ]);
  });

  it.each([null, '', 'not json', '[]', '{"version":2,"entries":[]}', '{"version":1}'])(
    'reads %j as an empty outbox',
    (text) => {
      expect(parseLegacyEntries(text)).toEqual([]);
    },
  );

  it('skips malformed entries and keeps the rest', () => {
    const text = JSON.stringify({
      version: 1,
      entries: [
        legacyEntry,
        { ...legacyEntry, key: 'b', table: 'secrets' },
        { ...legacyEntry, key: 'c', lane: 'fast' },
        { ...legacyEntry, key: 'd', rows: [] },
        { ...legacyEntry, key: 'e', rows: [{ name: 'no id' }] },
        { ...legacyEntry, key: 'f', attempts: '1' },
        'text',
      ],
    });
    expect(parseLegacyEntries(text)).toEqual([{ ...entry, seq: 1, denials: 0 }]);
  });
});
