interface ScrollLockState {
  locks: number;
  saved?: { overflow: string; paddingRight: string };
}

// Each app bundles its own copy of the dialog (only stateful modules are federation singletons),
// so the count lives on the page: dialogs from two apps still restore the page exactly once.
const stateKey = Symbol.for('salesiq.ui.scroll-lock');
const pageState = (): ScrollLockState =>
  ((globalThis as Record<symbol, ScrollLockState | undefined>)[stateKey] ??= { locks: 0 });

/**
 * Stops the page behind a modal from scrolling. The scrollbar's width becomes padding so the page
 * does not shift sideways. Nested locks are counted; the last release restores the page.
 */
export function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  const state = pageState();
  if (state.locks === 0) {
    state.saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = 'hidden';
  }
  state.locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    state.locks -= 1;
    if (state.locks === 0 && state.saved) {
      body.style.overflow = state.saved.overflow;
      body.style.paddingRight = state.saved.paddingRight;
      state.saved = undefined;
    }
  };
}
