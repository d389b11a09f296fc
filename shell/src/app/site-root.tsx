import { Provider } from 'jotai';
import type { createStore } from 'jotai/vanilla';
import { type ReactNode, StrictMode } from 'react';
import { App } from './app';

interface SiteRootProps {
  /** BrowserRouter in the browser, StaticRouter on the server: the same depth in the tree. */
  router(children: ReactNode): ReactNode;
  /** The page's jotai store: a fresh one for every server-rendered page. */
  store: ReturnType<typeof createStore>;
  scrollOnFirstRender: boolean;
  /** Render the frame with a placeholder for the page (pages rendered from the visitor's session). */
  frameOnly?: boolean;
}

/**
 * The tree the server renders and the browser hydrates: one component for both, so the two can
 * never differ in shape (which would move every `useId` and break hydration).
 */
export function SiteRoot({ router, store, scrollOnFirstRender, frameOnly = false }: SiteRootProps) {
  return (
    <StrictMode>
      <Provider store={store}>{router(<App scrollOnFirstRender={scrollOnFirstRender} frameOnly={frameOnly} />)}</Provider>
    </StrictMode>
  );
}
