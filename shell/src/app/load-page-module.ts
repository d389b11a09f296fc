import { preloadRemoteModule, type RemoteLoader } from '@salesiq/federation/remote-module';
import { industryPageProps, pageLoaders } from './page-loaders';
import { findRoute } from './route-table';

async function loadModuleAndData<P>(load: RemoteLoader<P>, props: P): Promise<void> {
  const module = await preloadRemoteModule(load);
  await module?.preload?.(props).catch(() => undefined);
}

/**
 * Loads the module of the page at `pathname`, and what it needs to render (its `preload`), for its
 * RemoteModule, which then renders it whole at once instead of showing its placeholder first.
 * Resolves once all is in, or something has failed (left to the RemoteModule, which explains).
 */
export function loadPageModule(pathname: string): Promise<void> {
  const route = findRoute(pathname);
  if (!route) return Promise.resolve();
  if (route.page === 'industry') return loadModuleAndData(pageLoaders.industry, industryPageProps(route.industry));
  return loadModuleAndData<object>(pageLoaders[route.page], {});
}

/**
 * Starts fetching the module of the page at `pathname` (manifest, remote entry, chunks) alongside
 * the app's own code, instead of once the app has rendered; nothing of what it loads later (a
 * server-rendered page has its sections' markup, their code comes when near). A failure is left
 * to the page's RemoteModule, which retries and explains.
 */
export function preloadPageModule(pathname: string): void {
  const route = findRoute(pathname);
  if (route) pageLoaders[route.page]().catch(() => undefined);
}
