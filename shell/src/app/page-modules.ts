import { loadRemote } from '@module-federation/enhanced/runtime';
import { preloadRemoteModule, type RemoteLoader } from '@salesiq/federation/remote-module';
import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { findRoute, type PageKind } from './route-table';

export const pageLoaders = {
  home: () => loadRemote<typeof import('landing/home-page')>('landing/home-page'),
  industry: () => loadRemote<typeof import('industries/industry-page')>('industries/industry-page'),
  'guide-form': () => loadRemote<typeof import('guide/guide-form-page')>('guide/guide-form-page'),
  'guide-result': () => loadRemote<typeof import('guide/guide-result-page')>('guide/guide-result-page'),
  script: () => loadRemote<typeof import('generator/script-page')>('generator/script-page'),
} satisfies Record<PageKind, () => Promise<unknown>>;

/** The props of an industry page (an unknown industry shows healthcare's, SPEC §2). */
export const industryPageProps = (industry: IndustryKey | undefined) => ({ industryKey: industry ?? 'healthcare' });

async function loadModuleAndData<P>(load: RemoteLoader<P>, props: P): Promise<void> {
  const module = await preloadRemoteModule(load);
  await module?.preload?.(props).catch(() => undefined);
}

/**
 * Loads the module of the page at `pathname` and what it needs to render whole (its `preload`),
 * so its RemoteModule renders it at once, without a placeholder first. Resolves once all is in or
 * something failed (the RemoteModule then retries and explains).
 */
export function loadPageModule(pathname: string): Promise<void> {
  const route = findRoute(pathname);
  if (!route) return Promise.resolve();
  if (route.page === 'industry') return loadModuleAndData(pageLoaders.industry, industryPageProps(route.industry));
  return loadModuleAndData<object>(pageLoaders[route.page], {});
}

/**
 * Starts fetching the module of the page at `pathname` alongside the app's own code; nothing it
 * loads later (a server-rendered page's sections get their code when near). A failure is left to
 * the page's RemoteModule.
 */
export function preloadPageModule(pathname: string): void {
  const route = findRoute(pathname);
  if (route) pageLoaders[route.page]().catch(() => undefined);
}
