import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, render, screen } from '@testing-library/react';
import { LivePart, markPartFailed } from './live-part';

describe('LivePart', () => {
  afterEach(() => {
    cleanup();
  });

  it('marks itself live once rendered, and leaves the layout to what it holds', () => {
    render(
      <LivePart id="greeting">
        <p>Hello</p>
      </LivePart>,
    );
    const part = screen.getByText('Hello').parentElement;
    expect(part).toHaveAttribute('data-part', 'greeting');
    expect(part).toHaveAttribute('data-hydrated');
    expect(part).toHaveStyle({ display: 'contents' });
  });

  it('marks the part with that id failed, and no other', () => {
    render(
      <>
        <LivePart id="a">
          <p>A</p>
        </LivePart>
        <LivePart id="b">
          <p>B</p>
        </LivePart>
      </>,
    );
    markPartFailed('a');
    expect(screen.getByText('A').parentElement).toHaveAttribute('data-part-failed');
    expect(screen.getByText('B').parentElement).not.toHaveAttribute('data-part-failed');
  });
});
