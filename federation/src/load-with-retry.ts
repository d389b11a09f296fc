import type { ComponentType } from 'react';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ComponentModule<P> {
  default: ComponentType<P>;
  /**
   * What the component needs, beyond its module, to render whole in the browser at once (the code
   * of its sections, its content): loaded before a page is shown (shell/src/app/page-modules.ts).
   */
  preload?: (props: P) => Promise<unknown>;
}

/** A function component, or what `memo`, `lazy` and `forwardRef` make: an object. */
const isComponent = (value: unknown): boolean => typeof value === 'function' || (typeof value === 'object' && value !== null);

/** The federation runtime resolves `null` when a fallback plugin swallowed the error: treat it as a failure. */
function assertComponentModule<P>(module: ComponentModule<P> | null): asserts module is ComponentModule<P> {
  if (!isComponent(module?.default)) throw new Error('The federated module did not provide a component', { cause: module });
}

/** Loads a federated component module, trying again once after a short pause before giving up. */
export async function loadWithRetry<P>(
  load: () => Promise<ComponentModule<P> | null>,
  retries = 1,
  pauseMs = 600,
): Promise<ComponentModule<P>> {
  try {
    const module = await load();
    assertComponentModule(module);
    return module;
  } catch (error) {
    if (retries <= 0) throw error;
    await wait(pauseMs);
    return loadWithRetry(load, retries - 1, pauseMs * 2);
  }
}
