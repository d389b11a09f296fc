import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** SPEC §2: on every route change the page scrolls to the top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
