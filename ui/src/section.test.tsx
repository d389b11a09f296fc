import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import { Section } from './section';

afterEach(cleanup);

describe('Section', () => {
  it('is a region named by its title', () => {
    render(<Section title="Proven results">body</Section>);
    expect(screen.getByRole('region', { name: 'Proven results' })).toBeInTheDocument();
  });

  it('renders a long band below the fold only near the viewport when asked to', () => {
    const { rerender } = render(<Section title="FAQ">body</Section>);
    expect(screen.getByRole('region')).not.toHaveClass('render-near-viewport');
    rerender(
      <Section title="FAQ" deferRendering>
        body
      </Section>,
    );
    expect(screen.getByRole('region')).toHaveClass('render-near-viewport');
  });
});
