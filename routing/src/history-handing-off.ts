import type { ComponentProps } from 'react';
import { type HistoryRouter, matchPath } from '@salesiq/routing';

type RouterHistory = ComponentProps<typeof HistoryRouter>['history'];

/**
 * The history of a remote running standalone, which has only some of the site's pages (`paths`,
 * route patterns). A navigation to another page of the site (a grid card, "Back to All
 * Industries", the thank-you modal's move to an industry page) leaves for that page on the
 * composed site at `siteOrigin`, as a link there would: the remote's router never goes to a page
 * it cannot show.
 */
export function historyHandingOff(history: RouterHistory, paths: readonly string[], siteOrigin: string): RouterHistory {
  const leavesFor = (to: Parameters<RouterHistory['push']>[0]) => {
    const url = history.createURL(to);
    if (paths.some((path) => matchPath(path, url.pathname) !== null)) return null;
    return new URL(`${url.pathname}${url.search}${url.hash}`, siteOrigin).href;
  };
  return {
    ...history,
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    push(to, state) {
      const site = leavesFor(to);
      if (site === null) history.push(to, state);
      else window.location.assign(site);
    },
    replace(to, state) {
      const site = leavesFor(to);
      if (site === null) history.replace(to, state);
      else window.location.replace(site);
    },
  };
}
