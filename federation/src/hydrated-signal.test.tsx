import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { cleanup, render } from '@testing-library/react';
import { hydratedEvent } from './hydrated-event';
import { HydratedSignal } from './hydrated-signal';

describe('HydratedSignal', () => {
  afterEach(() => {
    cleanup();
  });

  it('tells the document once, when it has rendered, and renders nothing', () => {
    const hydrated = rs.fn();
    document.addEventListener(hydratedEvent, hydrated);
    const { container, rerender } = render(<HydratedSignal />);
    rerender(<HydratedSignal />);
    document.removeEventListener(hydratedEvent, hydrated);

    expect(hydrated).toHaveBeenCalledTimes(1);
    expect(container).toBeEmptyDOMElement();
  });
});
