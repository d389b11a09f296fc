import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
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
