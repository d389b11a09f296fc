import { describe, expect, it, rs } from '@rstest/core';
import { createBrowserHistory } from '@salesiq/routing';
import { historyOfReadyPages } from './history-of-ready-pages';

/** A page that is ready when the test says so. */
function pagesReadyOnCall() {
  const pending = new Map<string, () => void>();
  const whenReady = (pathname: string) => new Promise<void>((resolve) => pending.set(pathname, resolve));
  return { whenReady, ready: (pathname: string) => pending.get(pathname)?.() };
}

describe('historyOfReadyPages', () => {
  it('tells the router of a navigation once its page is ready, and shows the page left until then', async () => {
    window.history.replaceState(null, '', '/healthcare');
    const pages = pagesReadyOnCall();
    const history = historyOfReadyPages(createBrowserHistory({ v5Compat: true }), pages.whenReady);
    const listener = rs.fn();
    const stop = history.listen(listener);

    history.push('/personalized-guide');
    expect(window.location.pathname).toBe('/personalized-guide');
    expect(history.location.pathname).toBe('/healthcare');
    expect(listener).not.toHaveBeenCalled();

    pages.ready('/personalized-guide');
    await rs.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    expect(history.location.pathname).toBe('/personalized-guide');
    expect(history.action).toBe('PUSH');
    stop();
  });

  it('never shows a navigation overtaken by a later one', async () => {
    window.history.replaceState(null, '', '/');
    const pages = pagesReadyOnCall();
    const history = historyOfReadyPages(createBrowserHistory({ v5Compat: true }), pages.whenReady);
    const listener = rs.fn();
    const stop = history.listen(listener);

    history.push('/healthcare');
    history.push('/finance');
    pages.ready('/finance');
    await rs.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    pages.ready('/healthcare');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe('/finance');
    stop();
  });
});
