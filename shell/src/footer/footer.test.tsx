import { describe, expect, it } from '@rstest/core';
import { stubBrowserDialogs } from '@salesiq/ui/testing/browser-dialogs';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from './footer';

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
});
