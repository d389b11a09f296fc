import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CurrentPage } from './current-page';

function renderAt(pathname: string) {
  return render(
    <MemoryRouter initialEntries={[pathname]}>
      <CurrentPage frameOnly />
    </MemoryRouter>,
  );
}

describe('CurrentPage', () => {
  afterEach(cleanup);

  it.each(['/', '/healthcare', '/Healthcare/', '/salesiq-guide/healthcare/acme-clinic'])('renders the page of a site route (%s)', (pathname) => {
    renderAt(pathname);
    expect(screen.getByLabelText('Loading the page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "We couldn't find that page" })).not.toBeInTheDocument();
  });

  it.each(['/pricing', '/salesiq-guide/healthcare'])('renders the not-found page for any other address (%s)', (pathname) => {
    renderAt(pathname);
    expect(screen.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});
