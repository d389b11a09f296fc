import { beforeEach, describe, expect, it } from '@rstest/core';
import { serializeLegacyEntries } from './entry-codec';
import type { OutboxEntry } from './outbox-entry';
import { createOutboxStore, storedMarkerTtlMs } from './outbox-store';
import {
  deadLetterStorageKey,
  entryPrefix,
  entryStorageKey,
  legacyStorageKey,
  storageKeysWith,
  storedStorageKey,
} from './storage-keys';
import { mapStorage } from './testing/map-storage';

function entry(key: string, lane: OutboxEntry['lane'], seq = 1): OutboxEntry {
  return {
    key,
    seq,
    table: lane === 'records' ? 'leads' : 'user_interactions',
    rows: [{ id: key } as unknown as OutboxEntry['rows'][number]],
    lane,
    attempts: 0,
    denials: 0,
    notBefore: 0,
  };
}

const unlimited = { maxEntries: 500, maxChars: Number.POSITIVE_INFINITY };
let clock = 1_000_000;
const now = () => clock;

beforeEach(() => {
  localStorage.clear();
  clock = 1_000_000;
});

describe('createOutboxStore', () => {
  it('keeps each entry under a key of its own, where a new page (or another tab) reads it', () => {
    const store = createOutboxStore(localStorage, now);
    store.add(entry('a', 'records', 1), unlimited);
    store.add(entry('b', 'records', 2), unlimited);
    expect(storageKeysWith(localStorage, entryPrefix).sort()).toEqual([entryStorageKey('a'), entryStorageKey('b')]);
    expect(createOutboxStore(localStorage, now).read()).toEqual([entry('a', 'records', 1), entry('b', 'records', 2)]);
  });

  it('reads entries in line order, whatever order storage lists them in', () => {
    const store = createOutboxStore(localStorage, now);
    for (const [key, seq] of [['c', 30], ['a', 10], ['b', 20]] as const) store.add(entry(key, 'records', seq), unlimited);
    expect(store.read().map((item) => item.key)).toEqual(['a', 'b', 'c']);
  });

  it('never writes over an entry that is already pending', () => {
    const store = createOutboxStore(localStorage, now);
    store.add({ ...entry('a', 'records'), attempts: 3 }, unlimited);
    expect(store.add(entry('a', 'records'), unlimited)).toEqual({ saved: true, dropped: [] });
    expect(store.get('a')?.attempts).toBe(3);
  });

  it('rewrites a pending entry after a failed try, but does not bring back one settled meanwhile', () => {
    const store = createOutboxStore(localStorage, now);
    store.add(entry('a', 'records'), unlimited);
    store.replace({ ...entry('a', 'records'), attempts: 1 });
    expect(store.get('a')?.attempts).toBe(1);
    store.markStored('a');
    store.replace({ ...entry('a', 'records'), attempts: 2 });
    expect(store.get('a')).toBeUndefined();
  });

  it('records "stored" where every tab reads it, and forgets it after its time', () => {
    const tabA = createOutboxStore(localStorage, now);
    const tabB = createOutboxStore(localStorage, now);
    tabA.add(entry('a', 'records'), unlimited);
    tabA.markStored('a');
    expect(localStorage.getItem(entryStorageKey('a'))).toBeNull();
    expect(localStorage.getItem(storedStorageKey('a'))).toBe(String(clock));
    expect(tabB.isStored('a')).toBe(true);
    expect(tabB.isStored('b')).toBe(false);

    clock += storedMarkerTtlMs;
    tabB.pruneMarkers();
    expect(localStorage.getItem(storedStorageKey('a'))).toBeNull();
    expect(tabA.isStored('a')).toBe(false);
  });

  it('never takes a missing entry for a stored one', () => {
    const store = createOutboxStore(localStorage, now);
    store.add(entry('a', 'records'), unlimited);
    localStorage.removeItem(entryStorageKey('a'));
    expect(store.isStored('a')).toBe(false);
  });

  it('sets an entry aside under a dead-letter key, with the refusal', () => {
    const store = createOutboxStore(localStorage, now);
    store.add(entry('a', 'records'), unlimited);
    store.setAside(entry('a', 'records'), { status: 401, message: 'Invalid API key' }, 'api-1 key-1');
    expect(store.read()).toEqual([]);
    expect(JSON.parse(localStorage.getItem(deadLetterStorageKey('a')) ?? '{}')).toMatchObject({
      key: 'a',
      rows: [{ id: 'a' }],
      refusal: { status: 401, message: 'Invalid API key' },
      setAsideAt: clock,
      endpoint: 'api-1 key-1',
    });
  });

  it('puts entries set aside before a time back in line, due now', () => {
    const store = createOutboxStore(localStorage, now);
    const refused = { ...entry('a', 'records'), attempts: 5, denials: 5, notBefore: clock + 60_000 };
    store.add(refused, unlimited);
    store.setAside(refused, { status: 404, message: 'no Route matched' }, 'api-1 key-1');

    store.restoreSetAside(clock);
    expect(store.read()).toEqual([]);

    store.restoreSetAside(clock + 1);
    expect(store.read()).toEqual([{ ...refused, denials: 0, notBefore: 0 }]);
    expect(localStorage.getItem(deadLetterStorageKey('a'))).toBeNull();
  });

  it('gives up the oldest tracking entries when over the limits, never records', () => {
    const store = createOutboxStore(localStorage, now);
    const limits = { maxEntries: 2, maxChars: Number.POSITIVE_INFINITY };
    store.add(entry('t1', 'tracking', 1), limits);
    store.add(entry('r1', 'records', 2), limits);
    const { saved, dropped } = store.add(entry('r2', 'records', 3), limits);
    expect(saved).toBe(true);
    expect(dropped.map((item) => item.key)).toEqual(['t1']);
    expect(store.read().map((item) => item.key)).toEqual(['r1', 'r2']);
    expect(store.add(entry('t2', 'tracking', 4), limits)).toEqual({ saved: false, dropped: [] });
  });

  it('gives up tracking entries, oldest first, when storage is full', () => {
    const storage = mapStorage(250);
    const store = createOutboxStore(storage, now);
    store.add(entry('t1', 'tracking', 1), unlimited);
    store.add(entry('r1', 'records', 2), unlimited);
    const big = { ...entry('t2', 'tracking', 3), rows: [{ id: 't2', blob: 'x'.repeat(300) } as unknown as OutboxEntry['rows'][number]] };
    expect(store.add(big, unlimited)).toEqual({ saved: false, dropped: [entry('t1', 'tracking', 1)] });
    expect(createOutboxStore(storage, now).read()).toEqual([entry('r1', 'records', 2)]);
  });

  it('keeps a record in memory when storage refuses it', () => {
    const store = createOutboxStore(mapStorage(0), now);
    expect(store.add(entry('r1', 'records'), unlimited).saved).toBe(true);
    expect(store.read()).toEqual([entry('r1', 'records')]);
    store.markStored('r1');
    expect(store.read()).toEqual([]);
    expect(store.isStored('r1')).toBe(true);
  });

  it('works from memory without localStorage', () => {
    const store = createOutboxStore(undefined, now);
    store.add(entry('r1', 'records'), unlimited);
    expect(store.read()).toEqual([entry('r1', 'records')]);
  });
});

describe('createOutboxStore: upgrading from one value for every entry', () => {
  /** An entry as version 1 stored it: no `seq`, no `denials`. */
  const legacy = (key: string, lane: OutboxEntry['lane']) => {
    const { table, rows } = entry(key, lane);
    return { key, table, rows, lane, attempts: 0, notBefore: 0 };
  };

  it('moves each pending entry to its own key, in its old order and ahead of newer ones, then drops the old value', () => {
    const store = createOutboxStore(localStorage, now);
    store.add(entry('new', 'records', clock * 1_000), unlimited);
    localStorage.setItem(legacyStorageKey, serializeLegacyEntries([{ ...legacy('old1', 'records'), attempts: 4 }, legacy('old2', 'tracking')]));
    store.migrateLegacy();
    expect(localStorage.getItem(legacyStorageKey)).toBeNull();
    expect(store.read()).toEqual([
      { ...entry('old1', 'records', 1), attempts: 4 },
      entry('old2', 'tracking', 2),
      entry('new', 'records', clock * 1_000),
    ]);
  });

  it('leaves alone entries already moved, or already stored', () => {
    const store = createOutboxStore(localStorage, now);
    store.add({ ...entry('a', 'records', 1), attempts: 2 }, unlimited);
    store.markStored('b');
    localStorage.setItem(legacyStorageKey, serializeLegacyEntries([legacy('a', 'records'), legacy('b', 'records')]));
    store.migrateLegacy();
    expect(store.read()).toEqual([{ ...entry('a', 'records', 1), attempts: 2 }]);
  });

  it('does nothing when there is no old value', () => {
    const store = createOutboxStore(localStorage, now);
    store.migrateLegacy();
    expect(localStorage.length).toBe(0);
  });
});
