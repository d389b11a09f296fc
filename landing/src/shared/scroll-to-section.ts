import { scrollSmoothlyTo } from '@salesiq/ui/smooth-scroll';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls smoothly to the element with `id` (instantly under reduced motion). With `moveFocus`,
 * keyboard and screen-reader users land there too: the element takes focus without a second jump.
 */
export function scrollToSection(id: string, { moveFocus = false } = {}): HTMLElement | null {
  const target = document.getElementById(id);
  if (!target) return null;
  if (prefersReducedMotion()) target.scrollIntoView({ behavior: 'auto', block: 'start' });
  else scrollSmoothlyTo(target);
  if (moveFocus) {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }
  return target;
}
