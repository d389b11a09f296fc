import { describe, expect, it, rs } from '@rstest/core';
import { createBrowserHistory } from '@salesiq/routing';
import { historyOfReadyPages } from './history-of-ready-pages';

/** The browser at `pathname`, its history as the router sees it, and the router's listener; pages are ready when the test says so. */
function routerAt(pathname: string) {
  window.history.replaceState(null, '', pathname);
  const pending = new Map<string, () => void>();
  const whenReady = (next: string) => new Promise<void>((resolve) => pending.set(next, resolve));
  const onPending = rs.fn();
  const history = historyOfReadyPages(createBrowserHistory({ v5Compat: true }), whenReady, onPending);
  const listener = rs.fn();
  const stop = history.listen(listener);
  return { history, listener, onPending, stop, ready: (next: string) => pending.get(next)?.() };
}

describe('historyOfReadyPages', () => {
  it('makes a navigation, address and page together, once its page is ready, and shows the page left until then', async () => {
    const { history, listener, stop, ready } = routerAt('/healthcare');

    history.push('/personalized-guide');
    expect(window.location.pathname).toBe('/healthcare');
    expect(history.location.pathname).toBe('/healthcare');
    expect(listener).not.toHaveBeenCalled();

    ready('/personalized-guide');
    await rs.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/personalized-guide');
    expect(history.location.pathname).toBe('/personalized-guide');
    expect(history.action).toBe('PUSH');
    stop();
  });

  it('replaces the entry once the page is ready, keeping its search and hash', async () => {
    const { history, listener, stop, ready } = routerAt('/salesiq-guide/healthcare/nobody');
    const length = window.history.length;

    history.replace({ pathname: '/personalized-guide', search: '?from=guide', hash: '#form' });
    ready('/personalized-guide');
    await rs.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/personalized-guide?from=guide#form');
    expect(window.history.length).toBe(length);
    expect(history.action).toBe('REPLACE');
    stop();
  });

  it('on Back, the address changes at once and the page once it is ready', async () => {
    const { history, listener, stop, ready } = routerAt('/');
    history.push('/healthcare');
    ready('/healthcare');
    await rs.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));

    window.history.back();
    await rs.waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(history.location.pathname).toBe('/healthcare');
    ready('/');
    await rs.waitFor(() => expect(listener).toHaveBeenCalledTimes(2));
    expect(history.location.pathname).toBe('/');
    expect(history.action).toBe('POP');
    stop();
  });

  it('says a navigation is pending from its start until its page is shown', async () => {
    const { history, listener, onPending, stop, ready } = routerAt('/');

    history.push('/healthcare');
    expect(onPending.mock.calls).toEqual([[true]]);
    ready('/healthcare');
    await rs.waitFor(() => expect(onPending.mock.calls).toEqual([[true], [false]]));
    expect(onPending.mock.invocationCallOrder[1]).toBeGreaterThan(listener.mock.invocationCallOrder[0] ?? Infinity);

    history.push('/finance');
    history.push('/retail');
    ready('/finance');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onPending.mock.calls.at(-1)).toEqual([true]);
    ready('/retail');
    await rs.waitFor(() => expect(onPending.mock.calls.at(-1)).toEqual([false]));
    stop();
  });

  it('never shows a navigation overtaken by a later one', async () => {
    const { history, listener, stop, ready } = routerAt('/');

    history.push('/healthcare');
    history.push('/finance');
    ready('/finance');
    await rs.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    ready('/healthcare');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe('/finance');
    expect(window.location.pathname).toBe('/finance');
    stop();
  });
});
