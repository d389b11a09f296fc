import type { ComponentProps } from 'react';
import { type HistoryRouter, NavigationType } from '@salesiq/routing';

type RouterHistory = ComponentProps<typeof HistoryRouter>['history'];
type Update = Parameters<Parameters<RouterHistory['listen']>[0]>[0];

/**
 * The browser's history as the site's router sees it: a navigation happens once the page it goes
 * to is ready to render whole (`whenReady`), and the page being left stays on screen meanwhile.
 * A link or a redirect changes the address with the page, so what the address says is what is on
 * screen; Back and Forward change the address at once (the browser does), and their page follows.
 * Told at once, the router would render the next page before its module had come, its loading
 * placeholder first, and React holds a placeholder it has just shown for 300 ms before the page
 * replaces it (on a timer, so for as long as a test's clock is paused). A navigation overtaken by a
 * later one never happens. `onPending` hears when a navigation starts waiting for its page (true)
 * and when the latest one is shown (false).
 */
export function historyOfReadyPages(
  history: RouterHistory,
  whenReady: (pathname: string) => Promise<void>,
  onPending: (pending: boolean) => void,
): RouterHistory {
  let shown: Update = { action: history.action, location: history.location, delta: null };
  let latest = 0;

  const onceReady = (pathname: string, go: () => void) => {
    const navigation = ++latest;
    onPending(true);
    void whenReady(pathname).then(() => {
      if (navigation !== latest) return;
      go();
      onPending(false);
    });
  };

  return {
    ...history,
    get action() {
      return shown.action;
    },
    get location() {
      return shown.location;
    },
    push(to, state) {
      onceReady(history.createURL(to).pathname, () => history.push(to, state));
    },
    replace(to, state) {
      onceReady(history.createURL(to).pathname, () => history.replace(to, state));
    },
    listen(listener) {
      const show = (update: Update) => {
        shown = update;
        listener(update);
      };
      return history.listen((update) => {
        // A push or a replace reaches the browser's history only once its page is ready.
        if (update.action !== NavigationType.Pop) show(update);
        else onceReady(update.location.pathname, () => show(update));
      });
    },
  };
}
