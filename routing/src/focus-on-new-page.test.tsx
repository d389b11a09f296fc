import { describe, expect, it } from '@rstest/core';
import { createBrowserHistory, HistoryRouter } from '@salesiq/routing';
import { act, render, screen } from '@testing-library/react';
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
  it('leaves focus alone on the first render, and moves it to the main area after each navigation', () => {
    const history = createBrowserHistory({ v5Compat: true });
    history.replace('/');
    render(
      <HistoryRouter history={history}>
        <Site />
      </HistoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Healthcare' });
    link.focus();
    expect(link).toHaveFocus();

    act(() => history.push('/healthcare'));
    expect(screen.getByRole('main')).toHaveFocus();

    link.focus();
    act(() => history.push('/healthcare#details'));
    expect(link).toHaveFocus();
  });
});
