import { loadPageModule } from './page-modules';

/**
 * How long a page's code may take before the page is shown without it, with its loading
 * placeholder (then its error panel, should the code fail). Until then the page being left stays
 * on screen under the busy cue; a request that hangs would otherwise hold it there until the
 * loader's own timeout, 20 s and more.
 */
export const pagePatienceMs = 3000;

/** Resolves once the page at `pathname` is ready to render whole, or after `pagePatienceMs` at the latest. */
export function pageReadyOrLate(pathname: string): Promise<void> {
  return new Promise((resolve) => {
    const late = setTimeout(resolve, pagePatienceMs);
    void loadPageModule(pathname).then(() => {
      clearTimeout(late);
      resolve();
    });
  });
}
