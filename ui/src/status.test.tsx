import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

afterEach(cleanup);

describe('Spinner', () => {
  it('is a status whose text is its label, visible or not', () => {
    const { rerender } = render(<Spinner label="Creating your personalized guide..." showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Creating your personalized guide...');
    rerender(<Spinner label="Loading your AI bot script..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your AI bot script...');
  });
});

describe('Skeleton', () => {
  it('reserves its height and reports busy', () => {
    const { container } = render(<Skeleton height="24rem" label="Loading flow charts" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-busy', 'true');
    expect(block.style.height).toBe('24rem');
    expect(block).toHaveTextContent('Loading flow charts');
  });
});
