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
