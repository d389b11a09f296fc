import { type ReactNode, useLayoutEffect, useRef } from 'react';

/**
 * A part of the page that comes live on its own: the whole site's frame, or a federated module,
 * or a section whose code comes late, each hydrating when its code is in. Presses on it before
 * then are held by the page's event contract (shell/src/hydration/event-contract.mjs) and handed
 * to it once it marks itself `data-hydrated`, which it does in a layout effect: React has
 * committed it, so its handlers answer. Its box is the box of what it holds (`display: contents`).
 */
export function LivePart({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => ref.current?.setAttribute('data-hydrated', ''), []);
  return (
    <div ref={ref} data-part={id} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/**
 * Tells the event contract that the part `id` will not come live (its code could not be loaded):
 * the presses held for it are let go to the browser (links navigate), and its fallback explains.
 */
export function markPartFailed(id: string) {
  for (const part of document.querySelectorAll('[data-part]')) {
    if (part.getAttribute('data-part') === id) part.setAttribute('data-part-failed', '');
  }
}
