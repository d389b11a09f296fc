import { type ReactNode, StrictMode } from 'react';
import { App } from './app';

interface SiteRootProps {
  /** HistoryRouter in the browser, StaticRouter on the server: the same depth in the tree. */
  router: (children: ReactNode) => ReactNode;
  scrollOnFirstRender: boolean;
  /** Render the frame with a placeholder for the page (pages rendered from the visitor's session). */
  frameOnly?: boolean;
}

/**
 * The tree the server renders and the browser hydrates: one component for both, so the two can
 * never differ in shape (which would move every `useId` and break hydration).
 */
export function SiteRoot({ router, scrollOnFirstRender, frameOnly = false }: SiteRootProps) {
  return <StrictMode>{router(<App scrollOnFirstRender={scrollOnFirstRender} frameOnly={frameOnly} />)}</StrictMode>;
}
