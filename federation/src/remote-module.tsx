import { lazy, memo, Suspense, useId, useMemo, useState } from 'react';
import { LivePart, markPartFailed } from './live-part';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import { type ComponentModule, loadWithRetry } from './load-with-retry';

/** Loads a federated module, typically `() => loadRemote<typeof import('app/module')>('app/module')`. */
export type RemoteLoader<P> = () => Promise<ComponentModule<P> | null>;

interface RemoteModuleProps<P extends object> {
  load: RemoteLoader<P>;
  props: P;
  /** What the visitor is waiting for, for the fallback panel ("the bot generator"). */
  label: string;
  /** Space kept while the module loads, so nothing shifts when it arrives. */
  minHeight: string;
}

/**
 * Each loader's module once loaded: RemoteModule renders it at once. Through `lazy` it would
 * suspend again and show its placeholder, which React keeps for at least 300 ms.
 */
const loadedModules = new WeakMap<object, unknown>();

const loadedModule = <P,>(load: RemoteLoader<P>) => loadedModules.get(load) as ComponentModule<P> | undefined;

async function loadAndKeep<P>(load: RemoteLoader<P>, retries?: number): Promise<ComponentModule<P>> {
  const module = await loadWithRetry(load, retries);
  // On the server each page's render loads its modules itself: the render step records which
  // modules a page used, to link their stylesheets and preload their scripts.
  if (typeof document !== 'undefined') loadedModules.set(load, module);
  return module;
}

/**
 * Loads a module once, ahead of the RemoteModule that will render it at once (the page a
 * navigation goes to). A failure resolves to nothing: the RemoteModule tries again and explains.
 */
export async function preloadRemoteModule<P>(load: RemoteLoader<P>): Promise<ComponentModule<P> | undefined> {
  try {
    return await loadAndKeep(load, 0);
  } catch {
    return undefined;
  }
}

/** The props of a module that takes none: the same object at every render (see RemoteModule). */
export const noProps = {};

/** What holds a federated module's place while it loads. */
export function RemoteModulePlaceholder({ label, minHeight }: { label: string; minHeight: string }) {
  return <div aria-busy="true" aria-label={`Loading ${label}`} style={{ minHeight }} />;
}

/**
 * Renders a federated module. While it loads, a skeleton of the given height holds its place; if
 * it cannot be loaded or throws while rendering, a panel explains and offers a Retry that loads it
 * afresh, while the rest of the page keeps working.
 */
function RemoteModuleView<P extends object>({ load, props, label, minHeight }: RemoteModuleProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const partId = useId();
  // The module as loaded before, else a lazy component that loads it; a Retry loads it afresh.
  const Component = useMemo(
    () =>
      (attempt === 0 ? loadedModule(load)?.default : undefined) ??
      lazy(() =>
        loadAndKeep(load).catch((error: unknown) => {
          markPartFailed(partId);
          throw error;
        }),
      ),
    [load, attempt, partId],
  );
  const retry = () => setAttempt((count) => count + 1);

  return (
    <RemoteErrorBoundary key={attempt} fallback={<RemoteUnavailable label={label} minHeight={minHeight} onRetry={retry} />}>
      <Suspense fallback={<RemoteModulePlaceholder label={label} minHeight={minHeight} />}>
        <LivePart id={partId}>
          {/* eslint-disable-next-line react-hooks/static-components */}
          <Component {...props} />
        </LivePart>
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * Renders again only when what it is given changes, `props` included (pass a constant or a memoised
 * object): a parent's render must not reach a module whose server HTML has not hydrated yet (it
 * waits for its code), which would make React drop that HTML and show the placeholder instead.
 */
export const RemoteModule = memo(RemoteModuleView) as typeof RemoteModuleView;
