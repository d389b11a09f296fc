import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '@salesiq/routing';

/** SPEC §2: on every route change the page scrolls to the top (and on the first render, unless told not to). */
export function ScrollToTop({ onFirstRender = true }: { onFirstRender?: boolean }) {
  const { pathname } = useLocation();
  const scrolledFor = useRef(onFirstRender ? null : pathname);
  useLayoutEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
