/**
 * The federation runtime as the monolithic baseline of the benchmark sees it (`MONOLITH=1`):
 * `@module-federation/enhanced/runtime` resolves here (tooling/rsbuild-app.ts), so the apps'
 * `loadRemote('landing/home-page')` imports the exposed module from its source instead, bundled
 * into the shell. The product code has no branch for it.
 */
const exposedModules: Record<string, () => Promise<unknown>> = {
  'landing/home-page': () => import('landing/home-page'),
  'industries/industry-page': () => import('industries/industry-page'),
  'generator/industry-generator': () => import('generator/industry-generator'),
  'generator/standalone-generator': () => import('generator/standalone-generator'),
  'generator/script-page': () => import('generator/script-page'),
  'guide/guide-form-page': () => import('guide/guide-form-page'),
  'guide/guide-result-page': () => import('guide/guide-result-page'),
};

export function loadRemote<T>(id: string): Promise<T> {
  const load = exposedModules[id];
  if (!load) return Promise.reject(new Error(`The monolithic build bundles no module "${id}"`));
  return load() as Promise<T>;
}
