import { beforeEach, describe, expect, it } from '@rstest/core';
import type { OutboxEntry } from './outbox-entry';
import { createOutboxStore, storageKey } from './outbox-store';

function entry(key: string, lane: OutboxEntry['lane']): OutboxEntry {
  return {
    key,
    table: lane === 'records' ? 'leads' : 'user_interactions',
    rows: [{ id: key } as unknown as OutboxEntry['rows'][number]],
    lane,
    attempts: 0,
    notBefore: 0,
  };
}

/** localStorage that refuses to hold more than `limit` characters. */
function smallStorage(limit: number): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (value.length > limit) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => items.delete(key),
  } as unknown as Storage;
}

beforeEach(() => {
  localStorage.clear();
});

describe('createOutboxStore', () => {
  it('keeps entries in localStorage, where a new page (or another tab) reads them', () => {
    createOutboxStore(localStorage, () => {}).update(() => [entry('a', 'records')]);
    expect(createOutboxStore(localStorage, () => {}).read()).toEqual([entry('a', 'records')]);
  });

  it('removes the key when the outbox is empty', () => {
    const store = createOutboxStore(localStorage, () => {});
    store.update(() => [entry('a', 'records')]);
    store.update(() => []);
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it('gives up tracking entries, oldest first, when storage is full', () => {
    const dropped: string[] = [];
    const storage = smallStorage(400);
    const store = createOutboxStore(storage, (gone) => dropped.push(...gone.map((item) => item.key)));
    const saved = store.update(() => [entry('t1', 'tracking'), entry('r1', 'records'), entry('t2', 'tracking'), entry('t3', 'tracking')]);
    expect(dropped[0]).toBe('t1');
    expect(saved.map((item) => item.key)).toContain('r1');
    expect(createOutboxStore(storage, () => {}).read()).toEqual(saved);
  });

  it('works from memory when storage refuses even the records', () => {
    const store = createOutboxStore(smallStorage(0), () => {});
    store.update(() => [entry('r1', 'records')]);
    expect(store.read()).toEqual([entry('r1', 'records')]);
  });

  it('works from memory without localStorage', () => {
    const store = createOutboxStore(undefined, () => {});
    store.update(() => [entry('r1', 'records')]);
    expect(store.read()).toEqual([entry('r1', 'records')]);
  });
});
