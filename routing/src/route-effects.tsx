import { contact } from '@salesiq/shared-data/contact';
import type { PageMeta } from '@salesiq/shared-data/site/page-meta';
import { reportPageView } from '@salesiq/tracking/report';
import { flushForExit } from '@salesiq/tracking/tracker';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from '@salesiq/routing';
import { applyDocumentMeta } from './document-meta';

export interface RouteEffectsProps {
  /** The page's title and meta tags at a pathname (a module-level function: a new one re-runs the effects). */
  metaFor: (pathname: string) => PageMeta;
}

/**
 * Sets the page's title and meta tags, then records its view, once per address shown (`viewed`).
 * Answers whether it recorded one.
 */
function showPage(metaFor: RouteEffectsProps['metaFor'], viewed: RefObject<string | null>, pathname: string, address: string): boolean {
  // The public address, as in the sitemap: the same on every host, and written into server-rendered pages.
  applyDocumentMeta(metaFor(pathname), `${contact.website}${pathname}`);
  if (viewed.current === address) return false;
  viewed.current = address;
  reportPageView(address);
  return true;
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

  // As the page goes on screen, before the browser paints it: the title changes with the page.
  useLayoutEffect(() => {
    showPage(metaFor, viewed, pathname, new URL(`${pathname}${search}${hash}`, location.origin).href);
  }, [metaFor, pathname, search, hash]);

  // A page left while it was still being rendered, its address already shown, was the visitor's
  // page all the same: its view is recorded as the page goes, and sent with requests that outlive
  // the page (the tracker's own pagehide listener may have run already).
  useEffect(() => {
    const onPageHide = () => {
      if (showPage(metaFor, viewed, location.pathname, location.href)) flushForExit();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [metaFor]);
  return null;
}
