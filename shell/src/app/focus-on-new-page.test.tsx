import { describe, expect, it } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { FocusOnNewPage } from './focus-on-new-page';

/** The site in small: the main area the skip link targets, and a page link in it. */
function Site() {
  return (
    <>
      <FocusOnNewPage />
      <main id="main" tabIndex={-1}>
        <a href="/healthcare">Healthcare</a>
      </main>
    </>
  );
}

describe('FocusOnNewPage', () => {
  it('leaves focus alone on the first render, and moves it to the main area after each navigation', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Site /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Healthcare' });
    link.focus();
    expect(link).toHaveFocus();

    await act(() => router.navigate('/healthcare'));
    expect(screen.getByRole('main')).toHaveFocus();

    link.focus();
    await act(() => router.navigate('/healthcare#details'));
    expect(link).toHaveFocus();
  });
});
