import { describe, expect, it, rs } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from './footer';

describe('Footer', () => {
  it('renders the spec content and announces placeholder resources', async () => {
    const alert = rs.spyOn(window, 'alert').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Scoresby, Victoria, Australia/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Documentation/ })).toHaveAttribute('target', '_blank');

    await userEvent.click(screen.getByRole('button', { name: 'Integration Tutorials' }));
    expect(alert).toHaveBeenCalledWith('Integration Tutorials coming soon! Contact us for early access.');
  });
});
