import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { isPrerendered } from './static-page';
import { isReadyToShow, takeOverStaticPage } from './take-over';

const flushObservers = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A prerendered page as its loader leaves it: held until the app takes over. */
function staticPage() {
  document.body.innerHTML = '<div id="root" data-prerendered="" inert=""><main><h1>SalesIQ for Healthcare</h1></main></div>';
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return root;
}

afterEach(() => {
  rs.useRealTimers();
  document.body.innerHTML = '';
});

describe('isReadyToShow', () => {
  it.each([
    ['<main></main>', false],
    ['<main><div aria-busy="true"></div></main>', false],
    ['<main><section><div aria-busy="true"></div></section></main>', false],
    ['<main><section><h1>Home</h1></section></main>', true],
    ['<main><section><div aria-busy="false"></div></section></main>', true],
  ])('%s → %s', (html, ready) => {
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(isReadyToShow(container)).toBe(ready);
  });
});

describe('takeOverStaticPage', () => {
  it('keeps the prerendered page on screen until the app has rendered its page, then swaps in one step', async () => {
    const root = staticPage();
    expect(isPrerendered(root)).toBe(true);
    const live = takeOverStaticPage(root);
    expect(live.isConnected).toBe(false);

    live.innerHTML = '<main><div aria-busy="true" aria-label="Loading this industry page"></div></main>';
    await flushObservers();
    expect(root.isConnected).toBe(true);
    expect(live.isConnected).toBe(false);

    live.innerHTML = '<main><h1>SalesIQ for Healthcare</h1></main>';
    await flushObservers();
    expect(root.isConnected).toBe(false);
    expect(live.isConnected).toBe(true);
    expect(live.id).toBe('root');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('swaps when the last loading placeholder stops being busy', async () => {
    const root = staticPage();
    const live = takeOverStaticPage(root);
    live.innerHTML = '<main><section aria-busy="true"></section></main>';
    await flushObservers();
    expect(root.isConnected).toBe(true);
    live.querySelector('section')?.setAttribute('aria-busy', 'false');
    await flushObservers();
    expect(root.isConnected).toBe(false);
  });

  it('gives the static page back to the visitor when the app is slow', () => {
    rs.useFakeTimers();
    const root = staticPage();
    expect(root).toHaveAttribute('inert');
    takeOverStaticPage(root, { releaseAfterMs: 5000 });
    rs.advanceTimersByTime(5000);
    expect(root).not.toHaveAttribute('inert');
    expect(root.isConnected).toBe(true);
  });
});
