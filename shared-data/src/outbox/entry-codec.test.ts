import { describe, expect, it } from '@rstest/core';
import { parseEntries, serializeEntries } from './entry-codec';
import type { OutboxEntry } from './outbox-entry';

const entry: OutboxEntry = {
  key: 'a',
  table: 'personalized_guides',
  rows: [{ id: 'a', name: 'Ada', email: 'ada@example.com', company: 'Engines', industry: 'healthcare' }],
  lane: 'records',
  attempts: 2,
  notBefore: 1_000,
};

describe('entry codec', () => {
  it('round-trips entries', () => {
    expect(parseEntries(serializeEntries([entry]))).toEqual([entry]);
  });

  it.each([null, '', 'not json', '[]', '{"version":2,"entries":[]}', '{"version":1}'])(
    'reads %j as an empty outbox',
    (text) => {
      expect(parseEntries(text)).toEqual([]);
    },
  );

  it('skips malformed entries and keeps the rest', () => {
    const text = JSON.stringify({
      version: 1,
      entries: [
        entry,
        { ...entry, key: 'b', table: 'secrets' },
        { ...entry, key: 'c', lane: 'fast' },
        { ...entry, key: 'd', rows: [] },
        { ...entry, key: 'e', rows: [{ name: 'no id' }] },
        { ...entry, key: 'f', attempts: '1' },
        'text',
      ],
    });
    expect(parseEntries(text)).toEqual([entry]);
  });
});
