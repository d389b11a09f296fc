import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import type { IndustryContent } from './types';

/** Each industry's copy is its own chunk: a page downloads only the industry it shows. */
const loaders: Record<IndustryKey, () => Promise<IndustryContent>> = {
  healthcare: () => import('./healthcare').then((module) => module.healthcare),
  finance: () => import('./finance').then((module) => module.finance),
  retail: () => import('./retail').then((module) => module.retail),
  'real-estate': () => import('./real-estate').then((module) => module.realEstate),
  travel: () => import('./travel').then((module) => module.travel),
  education: () => import('./education').then((module) => module.education),
  manufacturing: () => import('./manufacturing').then((module) => module.manufacturing),
  hospitality: () => import('./hospitality').then((module) => module.hospitality),
  automotive: () => import('./automotive').then((module) => module.automotive),
  legal: () => import('./legal').then((module) => module.legal),
  fitness: () => import('./fitness').then((module) => module.fitness),
  telecom: () => import('./telecom').then((module) => module.telecom),
  'food-beverage': () => import('./food-beverage').then((module) => module.foodBeverage),
  logistics: () => import('./logistics').then((module) => module.logistics),
  saas: () => import('./saas').then((module) => module.saas),
  nonprofit: () => import('./nonprofit').then((module) => module.nonprofit),
  insurance: () => import('./insurance').then((module) => module.insurance),
  entertainment: () => import('./entertainment').then((module) => module.entertainment),
  government: () => import('./government').then((module) => module.government),
  energy: () => import('./energy').then((module) => module.energy),
};

const loaded = new Map<IndustryKey, Promise<IndustryContent>>();

/** The content of one industry page, loaded once; a failed load is forgotten so a retry loads it afresh. */
export function loadIndustryContent(key: IndustryKey): Promise<IndustryContent> {
  const cached = loaded.get(key);
  if (cached) return cached;
  const loading = loaders[key]();
  loaded.set(key, loading);
  loading.catch(() => loaded.delete(key));
  return loading;
}
