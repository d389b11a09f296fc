import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ResolveShare = NonNullable<ModuleFederationRuntimePlugin['resolveShare']>;
type Resolved = NonNullable<ReturnType<Parameters<ResolveShare>[0]['resolver']>>;
type SharedModule = Resolved['shared'];

const retrying = new WeakSet<SharedModule>();

/**
 * Lets the copy of a shared module the runtime picked fetch its code a second time when the first
 * fetch fails. The runtime keeps a failed load for the page's lifetime, and the module that
 * imports it keeps its half-made exports, so without a second fetch nothing but a reload brings
 * it back. A first failure is common: a connection reset, or a preload of the chunk that failed
 * while its remote was down (Chromium answers the next load of that address with the preload's
 * error).
 */
function fetchSharedCodeTwice(shared: SharedModule) {
  const { get } = shared;
  if (typeof get !== 'function' || retrying.has(shared)) return;
  retrying.add(shared);
  shared.get = () => Promise.resolve(get()).catch(() => get());
}

/** The runtime plugin's `resolveShare` hook: every shared module the runtime resolves fetches twice. */
export const retrySharedCode: ResolveShare = (args) => {
  const resolve = args.resolver;
  args.resolver = () => {
    const resolved = resolve();
    if (resolved) fetchSharedCodeTwice(resolved.shared);
    return resolved;
  };
  return args;
};
