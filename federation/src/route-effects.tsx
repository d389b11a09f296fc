import { contact } from '@salesiq/shared-data/contact';
import type { PageMeta } from '@salesiq/shared-data/site/page-meta';
import { reportPageView } from '@salesiq/tracking/report';
import { useEffect, useRef } from 'react';
import { useLocation } from '@salesiq/routing';
import { applyDocumentMeta } from './document-meta';

export interface RouteEffectsProps {
  /** The page's title and meta tags at a pathname (a module-level function: a new one re-runs the effects). */
  metaFor: (pathname: string) => PageMeta;
}

/**
 * Keeps the document's title and meta tags in step with the route, then records the page view,
 * which carries the new title, at the address the router shows. The shell and every remote
 * running standalone mount it.
 */
export function RouteEffects({ metaFor }: RouteEffectsProps) {
  const { pathname, search, hash } = useLocation();
  // React's StrictMode runs an effect twice in development: one view per address shown.
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    // The public address, as in the sitemap: the same on every host, and written into server-rendered pages.
    applyDocumentMeta(metaFor(pathname), `${contact.website}${pathname}`);
    const address = new URL(`${pathname}${search}${hash}`, location.origin).href;
    if (viewed.current === address) return;
    viewed.current = address;
    reportPageView(address);
  }, [metaFor, pathname, search, hash]);
  return null;
}
