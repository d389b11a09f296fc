import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '@salesiq/routing';

/** SPEC §2: on every route change the page scrolls to the top (and on the first render, unless told not to). */
export function ScrollToTop({ onFirstRender = true }: { onFirstRender?: boolean }) {
  const { pathname } = useLocation();
  const scrolledFor = useRef(onFirstRender ? null : pathname);
  // Back and Forward too: the browser's own restoring would move the new page after this scroll.
  useLayoutEffect(() => {
    history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
