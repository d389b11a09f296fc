import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { stubBrowserDialogs } from '@salesiq/ui/testing/browser-dialogs';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from './footer';

afterEach(() => {
  rs.unstubAllEnvs();
  rs.useRealTimers();
});

describe('Footer', () => {
  it('renders the spec content and announces placeholder resources', async () => {
    const { alerts } = stubBrowserDialogs();
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Scoresby, Victoria, Australia/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Documentation/ })).toHaveAttribute('target', '_blank');

    await userEvent.click(screen.getByRole('button', { name: 'Integration Tutorials' }));
    expect(alerts).toEqual(['Integration Tutorials coming soon! Contact us for early access.']);
  });

  it("shows the year the site was built, whatever the visitor's clock reads", () => {
    rs.stubEnv('COPYRIGHT_YEAR', '2031');
    rs.useFakeTimers({ now: new Date('2001-06-01T12:00:00Z') });
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^© 2031 SalesIQ Bot Studio\./)).toBeInTheDocument();
  });
});
