import { beforeEach, describe, expect, it } from '@rstest/core';
import { createStore } from 'jotai';
import { botGeneratorDataAtom, botGeneratorDataKey } from './bot-generator-data';
import { acmeHealthGeneratorData } from '../testing/bot-generator-data';

const data = acmeHealthGeneratorData;

describe('botGeneratorDataAtom', () => {
  beforeEach(() => sessionStorage.clear());

  it('is null when this tab generated nothing', () => {
    expect(createStore().get(botGeneratorDataAtom)).toBeNull();
  });

  it('stores the data as JSON in sessionStorage under botGeneratorData', () => {
    createStore().set(botGeneratorDataAtom, data);
    expect(JSON.parse(sessionStorage.getItem(botGeneratorDataKey) ?? 'null')).toEqual(data);
  });

  it('reads what another app stored when a component starts using it', () => {
    sessionStorage.setItem(botGeneratorDataKey, JSON.stringify(data));
    const store = createStore();
    const unsubscribe = store.sub(botGeneratorDataAtom, () => {});
    expect(store.get(botGeneratorDataAtom)).toEqual(data);
    unsubscribe();
  });

  it('ignores incomplete or unreadable values', () => {
    const store = createStore();
    sessionStorage.setItem(botGeneratorDataKey, JSON.stringify({ companyName: 'Acme' }));
    const unsubscribe = store.sub(botGeneratorDataAtom, () => {});
    expect(store.get(botGeneratorDataAtom)).toBeNull();
    unsubscribe();
    for (const stored of ['{not json', JSON.stringify({ ...data, email: 3 }), 'null', JSON.stringify('x')]) {
      sessionStorage.setItem(botGeneratorDataKey, stored);
      store.sub(botGeneratorDataAtom, () => {})();
      expect(store.get(botGeneratorDataAtom)).toBeNull();
    }
  });
});
