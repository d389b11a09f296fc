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
 * Each loader's module once it has loaded. RemoteModule renders a module found here at once:
 * through `lazy` it would suspend on it again, since loading it again takes a few tasks (the
 * federation runtime yields between steps), show its placeholder, and React holds back what
 * replaces a placeholder it has just shown for 300 ms (on a timer, frozen by a paused test clock).
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
 * Loads a module ahead of the RemoteModule that will render it (the page a navigation goes to),
 * once, without the retry RemoteModule makes; that RemoteModule then renders it at once. Resolves
 * to the module, or to nothing if it failed: a failure is left to the RemoteModule, which tries
 * again and explains.
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
  // The module as loaded before, else a lazy component that loads it; a Retry (`attempt`) always
  // makes a new one, which loads it afresh. Made once per attempt (memoised), not on every render.
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
