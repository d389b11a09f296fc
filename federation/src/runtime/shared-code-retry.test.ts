// Against the real federation runtime.
import { describe, expect, it } from '@rstest/core';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { retrySharedCode } from './shared-code-retry';

const retrying: ModuleFederationRuntimePlugin = { name: 'shared-code-retry', resolveShare: retrySharedCode };

/** A host sharing `jotai`, whose code cannot be fetched the first `failures` times. */
function hostWithFlakyShared(name: string, failures: number, plugins: ModuleFederationRuntimePlugin[]) {
  const fetches = { count: 0 };
  const get = () => {
    fetches.count += 1;
    return fetches.count <= failures ? Promise.reject(new Error('Loading chunk lib-jotai failed')) : Promise.resolve(() => ({ atom: 'jotai' }));
  };
  const host = createInstance({
    name,
    remotes: [],
    shared: { jotai: { version: '2.0.0', get, shareConfig: { singleton: true, requiredVersion: false } } },
    plugins,
  });
  return { host, fetches };
}

describe('retrySharedCode', () => {
  it("fetches a shared module's code again when the first fetch fails", async () => {
    const { host, fetches } = hostWithFlakyShared('retries', 1, [retrying]);
    const factory = await host.loadShare<{ atom: string }>('jotai');
    expect(factory && factory()).toEqual({ atom: 'jotai' });
    expect(fetches.count).toBe(2);
  });

  it('fetches once when the first fetch succeeds, and gives up after two failures', async () => {
    const healthy = hostWithFlakyShared('healthy', 0, [retrying]);
    await healthy.host.loadShare('jotai');
    expect(healthy.fetches.count).toBe(1);

    const down = hostWithFlakyShared('down', 2, [retrying]);
    await expect(down.host.loadShare('jotai')).rejects.toThrow('Loading chunk lib-jotai failed');
    expect(down.fetches.count).toBe(2);
  });

  it('is needed: without it the first failure is final, and later requests get it too', async () => {
    const { host, fetches } = hostWithFlakyShared('gives-up', 1, []);
    await expect(host.loadShare('jotai')).rejects.toThrow('Loading chunk lib-jotai failed');
    await expect(host.loadShare('jotai')).rejects.toThrow('Loading chunk lib-jotai failed');
    expect(fetches.count).toBe(1);
  });
});
