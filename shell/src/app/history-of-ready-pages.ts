import type { ComponentProps } from 'react';
import type { HistoryRouter } from '@salesiq/routing';

type RouterHistory = ComponentProps<typeof HistoryRouter>['history'];

/**
 * The browser's history as the site's router sees it: a navigation reaches the router once the
 * page it goes to is ready to render whole (`whenReady`), and the page being left stays on screen
 * meanwhile (the address bar changes at once). Told at once, the router would render the next
 * page before its module had come, its loading placeholder first, and React holds a placeholder
 * it has just shown for 300 ms before the page replaces it (on a timer, so for as long as a test's
 * clock is paused). A navigation overtaken by a later one is never shown. `onPending` hears when
 * a navigation starts waiting for its page (true) and when the latest one is shown (false).
 */
export function historyOfReadyPages(
  history: RouterHistory,
  whenReady: (pathname: string) => Promise<void>,
  onPending: (pending: boolean) => void,
): RouterHistory {
  let shown = { action: history.action, location: history.location };
  let latest = 0;
  return {
    ...history,
    get action() {
      return shown.action;
    },
    get location() {
      return shown.location;
    },
    listen(listener) {
      return history.listen((update) => {
        const navigation = ++latest;
        onPending(true);
        void whenReady(update.location.pathname).then(() => {
          if (navigation !== latest) return;
          shown = { action: update.action, location: update.location };
          listener(update);
          onPending(false);
        });
      });
    },
  };
}
