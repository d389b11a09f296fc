import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { WhenNearViewport } from './when-near-viewport';

describe('WhenNearViewport', () => {
  afterEach(() => {
    cleanup();
    rs.unstubAllGlobals();
  });

  it('keeps the space until the placeholder nears the viewport, then mounts the content', () => {
    let notify: IntersectionObserverCallback = () => {};
    rs.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(
      <WhenNearViewport minHeight="32rem">
        <p>Generator</p>
      </WhenNearViewport>,
    );
    expect(screen.queryByText('Generator')).not.toBeInTheDocument();
    expect((container.firstElementChild as HTMLElement).style.minHeight).toBe('32rem');

    act(() => notify([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('Generator')).toBeInTheDocument();
  });
});
