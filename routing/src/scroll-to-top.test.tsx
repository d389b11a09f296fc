import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { createBrowserHistory, HistoryRouter } from '@salesiq/routing';
import { act, cleanup, render } from '@testing-library/react';
import { ScrollToTop } from './scroll-to-top';

/** ScrollToTop at '/' under a router; returns the router's history to navigate with. */
function renderAtHome(props: { onFirstRender?: boolean } = {}) {
  const history = createBrowserHistory({ v5Compat: true });
  history.replace('/');
  render(
    <HistoryRouter history={history}>
      <ScrollToTop {...props} />
    </HistoryRouter>,
  );
  return history;
}

describe('ScrollToTop', () => {
  afterEach(() => {
    cleanup();
    rs.restoreAllMocks();
  });

  it('scrolls to the top on the first render and on every route change', () => {
    const scrollTo = rs.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const history = renderAtHome();
    expect(scrollTo).toHaveBeenCalledTimes(1);

    act(() => history.push('/healthcare'));
    act(() => history.push('/personalized-guide'));
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it("turns the browser's scroll restoring off, so Back and Forward also start at the top", () => {
    rs.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    history.scrollRestoration = 'auto';
    renderAtHome();
    expect(history.scrollRestoration).toBe('manual');
  });

  it('can leave the first render alone (a hydrated page keeps its scroll position)', () => {
    const scrollTo = rs.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const history = renderAtHome({ onFirstRender: false });
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => history.push('/healthcare'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
