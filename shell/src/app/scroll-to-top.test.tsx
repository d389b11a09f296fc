import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ScrollToTop } from './scroll-to-top';

describe('ScrollToTop', () => {
  afterEach(() => {
    rs.restoreAllMocks();
  });

  it('scrolls to the top on the first render and on every route change', async () => {
    const scrollTo = rs.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [{ path: '*', element: <ScrollToTop /> }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => router.navigate('/healthcare'));
    await act(() => router.navigate('/personalized-guide'));
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it("turns the browser's scroll restoring off, so Back and Forward also start at the top", () => {
    rs.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    history.scrollRestoration = 'auto';
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(history.scrollRestoration).toBe('manual');
  });

  it('can leave the first render alone (a hydrated page keeps its scroll position)', async () => {
    const scrollTo = rs.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop onFirstRender={false} /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/healthcare'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
