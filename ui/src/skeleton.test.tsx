import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render } from '@testing-library/react';
import { Skeleton } from './skeleton';

afterEach(cleanup);

describe('Skeleton', () => {
  it('reserves its height and reports busy', () => {
    const { container } = render(<Skeleton height="24rem" label="Loading flow charts" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-busy', 'true');
    expect(block.style.height).toBe('24rem');
    expect(block).toHaveTextContent('Loading flow charts');
  });
});
