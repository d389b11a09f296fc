import { type RefObject, useLayoutEffect } from 'react';

/** Room left between a focused control and the panel's top edge. */
const clearance = 8;

/**
 * While `active`, the page's bottom scroll padding reaches up to the top of the panel floating
 * over the bottom of the window, so a control the keyboard focuses behind the panel is scrolled
 * above it rather than left hidden under it (WCAG 2.4.11). It follows the panel as it grows,
 * shrinks or the window turns, and is removed when the panel goes.
 */
export function useScrollPaddingOver(panelRef: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!active || !panel) return;
    const root = document.documentElement;
    const update = () => {
      const covered = window.innerHeight - panel.getBoundingClientRect().top;
      root.style.scrollPaddingBottom = `${Math.max(0, covered + clearance)}px`;
    };
    update();
    const resizes = new ResizeObserver(update);
    resizes.observe(panel);
    window.addEventListener('resize', update);
    return () => {
      resizes.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [panelRef, active]);
}
