import { contact } from '@salesiq/shared-data/contact';
import { reportPageView } from '@salesiq/tracking/report';
import { useEffect } from 'react';
import { useLocation } from '@salesiq/routing';
import { applyDocumentMeta } from './document-meta';
import { findRoute, notFoundMeta } from './route-table';

/** Keeps the document's title and meta tags in step with the route, and records the page view. */
export function RouteEffects() {
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = findRoute(pathname)?.meta ?? notFoundMeta;
    // The public address, as in the sitemap: the same on every host, and written into server-rendered pages.
    applyDocumentMeta(meta, `${contact.website}${pathname}`);
    reportPageView();
  }, [pathname]);
  return null;
}
