import { type RefObject, useLayoutEffect } from 'react';

/** Room left between a focused control and the panel's top edge. */
const clearance = 8;
/** Below this much window above the panel (a sticky bar and a control), no padding can help. */
const minimumRoomAbove = 120;

/**
 * While `active`, and while the panel floating over the bottom of the window spans most of its
 * width (a phone), the page's bottom scroll padding reaches up to the panel's top, so a control
 * the keyboard focuses behind it is scrolled above it rather than left hidden under it (WCAG
 * 2.4.11). A panel at one side leaves the rest of the page clear, and one that fills the window
 * leaves no room above it: then the padding is off, as it would only push controls under the
 * page's top bar. It follows the panel as it grows, shrinks or the window turns, and is removed
 * when the panel goes.
 */
export function useScrollPaddingOver(panelRef: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!active || !panel) return;
    const root = document.documentElement;
    const update = () => {
      const { top, width } = panel.getBoundingClientRect();
      if (width > window.innerWidth / 2 && top >= minimumRoomAbove) {
        root.style.scrollPaddingBottom = `${window.innerHeight - top + clearance}px`;
      } else {
        root.style.removeProperty('scroll-padding-bottom');
      }
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
