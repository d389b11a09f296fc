import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { use } from 'react';
import type { IndustryContent } from './types';

/**
 * Each industry's copy is its own chunk, named `industry-<key>`: a page downloads only the industry
 * it shows, and its server-rendered HTML preloads that chunk by name (scripts/render-pages.mjs).
 */
const loaders: Record<IndustryKey, () => Promise<IndustryContent>> = {
  healthcare: () => import(/* webpackChunkName: "industry-healthcare" */ './healthcare').then((module) => module.healthcare),
  finance: () => import(/* webpackChunkName: "industry-finance" */ './finance').then((module) => module.finance),
  retail: () => import(/* webpackChunkName: "industry-retail" */ './retail').then((module) => module.retail),
  'real-estate': () => import(/* webpackChunkName: "industry-real-estate" */ './real-estate').then((module) => module.realEstate),
  travel: () => import(/* webpackChunkName: "industry-travel" */ './travel').then((module) => module.travel),
  education: () => import(/* webpackChunkName: "industry-education" */ './education').then((module) => module.education),
  manufacturing: () => import(/* webpackChunkName: "industry-manufacturing" */ './manufacturing').then((module) => module.manufacturing),
  hospitality: () => import(/* webpackChunkName: "industry-hospitality" */ './hospitality').then((module) => module.hospitality),
  automotive: () => import(/* webpackChunkName: "industry-automotive" */ './automotive').then((module) => module.automotive),
  legal: () => import(/* webpackChunkName: "industry-legal" */ './legal').then((module) => module.legal),
  fitness: () => import(/* webpackChunkName: "industry-fitness" */ './fitness').then((module) => module.fitness),
  telecom: () => import(/* webpackChunkName: "industry-telecom" */ './telecom').then((module) => module.telecom),
  'food-beverage': () => import(/* webpackChunkName: "industry-food-beverage" */ './food-beverage').then((module) => module.foodBeverage),
  logistics: () => import(/* webpackChunkName: "industry-logistics" */ './logistics').then((module) => module.logistics),
  saas: () => import(/* webpackChunkName: "industry-saas" */ './saas').then((module) => module.saas),
  nonprofit: () => import(/* webpackChunkName: "industry-nonprofit" */ './nonprofit').then((module) => module.nonprofit),
  insurance: () => import(/* webpackChunkName: "industry-insurance" */ './insurance').then((module) => module.insurance),
  entertainment: () => import(/* webpackChunkName: "industry-entertainment" */ './entertainment').then((module) => module.entertainment),
  government: () => import(/* webpackChunkName: "industry-government" */ './government').then((module) => module.government),
  energy: () => import(/* webpackChunkName: "industry-energy" */ './energy').then((module) => module.energy),
};

const loaded = new Map<IndustryKey, Promise<IndustryContent>>();
const contentIn = new Map<IndustryKey, IndustryContent>();

/** The content of one industry page, loaded once; a failed load is forgotten so a retry loads it afresh. */
export function loadIndustryContent(key: IndustryKey): Promise<IndustryContent> {
  const cached = loaded.get(key);
  if (cached) return cached;
  const loading = loaders[key]();
  loaded.set(key, loading);
  loading.then(
    (content) => contentIn.set(key, content),
    () => loaded.delete(key),
  );
  return loading;
}

/**
 * The content of one industry page: at once if it has loaded (a page rendered after its
 * `preload`), else suspending until it has.
 */
export function useIndustryContent(key: IndustryKey): IndustryContent {
  return contentIn.get(key) ?? use(loadIndustryContent(key));
}
