import { lazy, Suspense, useMemo, useState } from 'react';
import { HydratedSignal } from './hydrated-signal';
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

/** What holds a federated module's place while it loads. */
export function RemoteModulePlaceholder({ label, minHeight }: { label: string; minHeight: string }) {
  return <div aria-busy="true" aria-label={`Loading ${label}`} style={{ minHeight }} />;
}

/**
 * Renders a federated module. While it loads, a skeleton of the given height holds its place; if
 * it cannot be loaded or throws while rendering, a panel explains and offers a Retry that loads it
 * afresh, while the rest of the page keeps working.
 */
export function RemoteModule<P extends object>({ load, props, label, minHeight }: RemoteModuleProps<P>) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per Retry is the point (`attempt`): it loads the module afresh. It is
  // made once per attempt (memoised), not on every render as the hook rules assume.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Component = useMemo(() => lazy(() => loadWithRetry(load)), [load, attempt]);
  const retry = () => setAttempt((count) => count + 1);

  return (
    <RemoteErrorBoundary key={attempt} fallback={<RemoteUnavailable label={label} minHeight={minHeight} onRetry={retry} />}>
      <Suspense fallback={<RemoteModulePlaceholder label={label} minHeight={minHeight} />}>
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Component {...props} />
        <HydratedSignal />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
