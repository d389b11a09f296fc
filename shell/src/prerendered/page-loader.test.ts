import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { readFileSync } from 'node:fs';

const loaderSource = readFileSync(new URL('../../public/prerendered-page.js', import.meta.url), 'utf8');

/** Runs the loader as the browser does, from the head, then parses the page's body. */
async function runLoader() {
  const loader = document.createElement('script');
  loader.dataset.app = '/static/js/index.1.js';
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => loader });
  new Function(loaderSource)();
  Reflect.deleteProperty(document, 'currentScript');
  document.body.innerHTML = '<div id="root" data-prerendered=""><main><h1>Home</h1></main></div>';
  await Promise.resolve();
  return document.getElementById('root') as HTMLElement;
}

const appScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  rs.useFakeTimers();
  frames = [];
  rs.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
});

afterEach(() => {
  // Spends the `load` listener a test left waiting, so it cannot start an app in the next test.
  window.dispatchEvent(new Event('load'));
  rs.useRealTimers();
  rs.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the prerendered page loader', () => {
  it('holds the page as soon as its root is parsed: no input, hidden from assistive technology', async () => {
    const root = await runLoader();
    expect(root).toHaveAttribute('inert');
    expect(root).toHaveAttribute('aria-hidden', 'true');
  });

  it('starts the app once, after the first frame has painted', async () => {
    await runLoader();
    expect(appScripts()).toEqual([]);
    for (const frame of frames) frame(0);
    expect(appScripts()).toEqual([]);
    rs.runAllTimers();
    expect(appScripts()).toEqual(['/static/js/index.1.js']);
    window.dispatchEvent(new Event('load'));
    expect(appScripts()).toEqual(['/static/js/index.1.js']);
  });

  it('starts the app on load when no frame comes (a background tab, a paused clock)', async () => {
    await runLoader();
    window.dispatchEvent(new Event('load'));
    expect(appScripts()).toEqual(['/static/js/index.1.js']);
  });

  it('gives the page back when the app cannot be loaded', async () => {
    const root = await runLoader();
    window.dispatchEvent(new Event('load'));
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(root).not.toHaveAttribute('inert');
    expect(root).not.toHaveAttribute('aria-hidden');
  });
});
