import { useLayoutEffect } from 'react';
import { useLocation } from '@salesiq/ui/router';

/** SPEC §2: on every route change the page scrolls to the top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
