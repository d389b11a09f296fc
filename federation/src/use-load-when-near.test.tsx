import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, cleanup, render } from '@testing-library/react';
import { type ReactElement, useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { useLoadWhenNear } from './use-load-when-near';

/** An IntersectionObserver whose entries the test reports by hand. */
function stubIntersectionObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> = [];
  rs.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  const reportNear = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback } of observers) callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { observers, reportNear };
}

function Section({ load, onLoaded }: { load: () => Promise<string>; onLoaded: (value: string) => void }) {
  const { ref, load: loadWhenNear } = useLoadWhenNear(load);
  useEffect(() => {
    void loadWhenNear().then(onLoaded);
  }, [loadWhenNear, onLoaded]);
  return (
    <section ref={ref}>
      below the fold <input aria-label="Company Name" />
    </section>
  );
}

/** Hydrates the server's markup of `ui`, as a page from the server is started. */
function hydrate(ui: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return render(ui, { container, hydrate: true });
}

describe('useLoadWhenNear', () => {
  afterEach(() => {
    cleanup();
    rs.unstubAllGlobals();
  });

  it('on a hydrated page, loads only once the section nears the viewport, looking 600px ahead', async () => {
    const { observers, reportNear } = stubIntersectionObserver();
    const load = rs.fn(() => Promise.resolve('module'));
    const loaded = rs.fn();
    hydrate(<Section load={load} onLoaded={loaded} />);

    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();
    expect(observers[0]?.options?.rootMargin).toBe('600px');

    reportNear(false);
    expect(load).not.toHaveBeenCalled();
    reportNear(true);
    await act(() => Promise.resolve());
    expect(load).toHaveBeenCalledTimes(1);
    expect(loaded).toHaveBeenCalledWith('module');
  });

  it.each(['focusin', 'pointerdown', 'input', 'change'])('loads when the visitor reaches into the section (%s), wherever it is', async (type) => {
    stubIntersectionObserver();
    const load = rs.fn(() => Promise.resolve('module'));
    const loaded = rs.fn();
    const { container } = hydrate(<Section load={load} onLoaded={loaded} />);
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();

    container.querySelector('input')?.dispatchEvent(new Event(type, { bubbles: true }));
    await act(() => Promise.resolve());
    expect(load).toHaveBeenCalledTimes(1);
    expect(loaded).toHaveBeenCalledWith('module');
  });

  it('loads at once where there is no IntersectionObserver', async () => {
    rs.stubGlobal('IntersectionObserver', undefined);
    const load = rs.fn(() => Promise.resolve('module'));
    const loaded = rs.fn();
    hydrate(<Section load={load} onLoaded={loaded} />);
    await act(() => Promise.resolve());
    expect(loaded).toHaveBeenCalledWith('module');
  });

  it('rendered in the browser, with no server markup to show meanwhile, loads at once', async () => {
    const { observers } = stubIntersectionObserver();
    const load = rs.fn(() => Promise.resolve('module'));
    const loaded = rs.fn();
    render(<Section load={load} onLoaded={loaded} />);
    await act(() => Promise.resolve());
    expect(loaded).toHaveBeenCalledWith('module');
    expect(observers).toHaveLength(0);
  });
});
