import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { readFileSync } from 'node:fs';

const loaderSource = readFileSync(new URL('../../public/prerendered-page.js', import.meta.url), 'utf8');
const appSrc = '/static/js/index.1.js';

type PaintCallback = (entries: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;

/** Stands in for the browser's paint timing: `paint(name)` reports one paint entry. */
function fakePaintTiming() {
  const callbacks: PaintCallback[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      callbacks.push(this.callback);
    }
    disconnect() {
      callbacks.splice(callbacks.indexOf(this.callback), 1);
    }
  }
  rstest.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  const paint = (name: string) => {
    for (const callback of [...callbacks]) {
      callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect: () => callbacks.splice(callbacks.indexOf(callback), 1) });
    }
  };
  return { paint };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

/** Runs the loader as the browser does, from the head, then parses the body. */
async function runLoader() {
  document.head.innerHTML = `<link rel="preload" as="script" href="${appSrc}"><script src="/prerendered-page.js" data-app="${appSrc}"></script>`;
  const loader = document.head.querySelector('script');
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => loader });
  new Function(loaderSource)();
  Reflect.deleteProperty(document, 'currentScript');
  document.body.innerHTML = '<div id="root" data-prerendered=""><main><h1>Home</h1></main></div>';
  await Promise.resolve();
  return document.getElementById('root') as HTMLElement;
}

const appScripts = () => document.head.querySelectorAll(`script[src="${appSrc}"]`);

let paintTiming: ReturnType<typeof fakePaintTiming>;

beforeEach(() => {
  paintTiming = fakePaintTiming();
  setVisibility('visible');
});

afterEach(() => {
  rstest.restoreAllMocks();
  // Loaders of earlier tests that are still waiting must not start into the next test's page.
  setVisibility('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  rstest.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the prerendered page loader', () => {
  it('holds the page as soon as its root is parsed: readable, but taking no input', async () => {
    const root = await runLoader();
    expect(root).toHaveAttribute('inert');
    expect(root).not.toHaveAttribute('aria-hidden');
  });

  it('starts the app once the page has painted its content, and only once', async () => {
    await runLoader();
    paintTiming.paint('first-paint');
    expect(appScripts()).toHaveLength(0);
    paintTiming.paint('first-contentful-paint');
    expect(appScripts()).toHaveLength(1);
    paintTiming.paint('first-contentful-paint');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(appScripts()).toHaveLength(1);
  });

  it('starts the app at once in a page that cannot paint, and when a page is hidden before it painted', async () => {
    setVisibility('hidden');
    await runLoader();
    expect(appScripts()).toHaveLength(1);

    document.head.innerHTML = '';
    setVisibility('visible');
    await runLoader();
    expect(appScripts()).toHaveLength(0);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(appScripts()).toHaveLength(1);
  });

  it('starts the app 2 s into the visit at the latest when the browser holds the first frame back', async () => {
    rstest.useFakeTimers();
    rstest.spyOn(performance, 'now').mockReturnValue(200);
    await runLoader();
    rstest.advanceTimersByTime(1799);
    expect(appScripts()).toHaveLength(0);
    rstest.advanceTimersByTime(1);
    expect(appScripts()).toHaveLength(1);
    rstest.useRealTimers();
  });

  it("gives the page back when the app's script cannot be loaded", async () => {
    const root = await runLoader();
    paintTiming.paint('first-contentful-paint');
    appScripts()[0]?.dispatchEvent(new Event('error'));
    expect(root).not.toHaveAttribute('inert');
  });
});
