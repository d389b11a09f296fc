import { type ReactNode, startTransition, useEffect, useState } from 'react';

interface PageIntoFrameProps {
  /** The site: only its frame (a placeholder where the page goes), or whole. */
  site: (frameOnly: boolean) => ReactNode;
  /** Settles once the page can be rendered whole (page-ready-or-late.ts). */
  pageReady: Promise<void>;
  /** Dispatches `shown` each time the router is given another page (see bootstrap.tsx). */
  pagesShown: EventTarget;
}

/**
 * A result page's server HTML is the site's frame. This hydrates it as it is, then renders the page
 * into it once the frame has hydrated (an effect runs after hydration has committed: an update
 * before that would make React give the server's HTML up) and the page's module is in. A visitor
 * who goes to another page first gets that page whole, with the router's own update.
 */
export function PageIntoFrame({ site, pageReady, pagesShown }: PageIntoFrameProps) {
  const [frameOnly, setFrameOnly] = useState(true);
  useEffect(() => {
    let mounted = true;
    void pageReady.then(() => {
      if (mounted) startTransition(() => setFrameOnly(false));
    });
    // In the task the router hears of it: the other page is rendered whole in the router's update.
    const showWhole = () => setFrameOnly(false);
    pagesShown.addEventListener('shown', showWhole);
    return () => {
      mounted = false;
      pagesShown.removeEventListener('shown', showWhole);
    };
  }, [pageReady, pagesShown]);
  return site(frameOnly);
}
