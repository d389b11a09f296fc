import { useEffect, useRef } from 'react';
import { useLocation } from '@salesiq/routing';

/**
 * After a navigation inside the site, focus goes to the new page's main area (focusable by script
 * only, see app.tsx), where a page loaded afresh starts: a screen reader reads on from the new page
 * instead of from a link that may have gone (focus would fall back to the body), and the next Tab
 * goes on from the page's start. Not on the first render: a page loaded afresh leaves focus to the
 * browser.
 */
export function FocusOnNewPage() {
  const { pathname } = useLocation();
  const focusedFor = useRef(pathname);
  useEffect(() => {
    if (focusedFor.current === pathname) return;
    focusedFor.current = pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
