import { describe, expect, it, rs } from '@rstest/core';
import { createStore } from 'jotai';
import { type GuideFormData, guideFormDataAtom, guideFormDataKey } from './guide-form-data';

const data: GuideFormData = { name: 'Ana Silva', company: 'Harbour Dental', email: 'ana@harbour.example', industry: 'healthcare' };

describe('guideFormData session store', () => {
  it('reads null when nothing is stored', () => {
    sessionStorage.clear();
    expect(createStore().get(guideFormDataAtom)).toBeNull();
  });

  it('writes the form data to sessionStorage as JSON', () => {
    sessionStorage.clear();
    const store = createStore();
    store.set(guideFormDataAtom, data);
    expect(JSON.parse(sessionStorage.getItem(guideFormDataKey) ?? 'null')).toEqual(data);
    expect(store.get(guideFormDataAtom)).toEqual(data);
  });

  it('reads what another app stored earlier in the session once a component subscribes', () => {
    sessionStorage.setItem(guideFormDataKey, JSON.stringify(data));
    const store = createStore();
    const unsubscribe = store.sub(guideFormDataAtom, () => {});
    expect(store.get(guideFormDataAtom)).toEqual(data);
    unsubscribe();
  });

  it('reads the stored value when the page loads (getOnInit), before anything subscribes', async () => {
    sessionStorage.setItem(guideFormDataKey, JSON.stringify(data));
    rs.resetModules();
    const fresh = await import('./guide-form-data');
    expect(createStore().get(fresh.guideFormDataAtom)).toEqual(data);
  });

  it('reads a malformed stored value as null', () => {
    for (const stored of [JSON.stringify({ name: 'Ana' }), JSON.stringify({ ...data, email: 4 }), 'null', '{not json']) {
      sessionStorage.setItem(guideFormDataKey, stored);
      const store = createStore();
      const unsubscribe = store.sub(guideFormDataAtom, () => {});
      expect(store.get(guideFormDataAtom)).toBeNull();
      unsubscribe();
    }
  });
});
