import { afterEach, describe, expect, it } from '@rstest/core';
import { readFileSync } from 'node:fs';

const loaderSource = readFileSync(new URL('../../public/prerendered-page.js', import.meta.url), 'utf8');

/** Runs the loader as the browser does, from the head right after the app's script, then parses the body. */
async function runLoader() {
  document.head.innerHTML = '<script defer src="/static/js/index.1.js"></script><script src="/prerendered-page.js"></script>';
  const [appScript, loader] = document.head.querySelectorAll('script');
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => loader });
  new Function(loaderSource)();
  Reflect.deleteProperty(document, 'currentScript');
  document.body.innerHTML = '<div id="root" data-prerendered=""><main><h1>Home</h1></main></div>';
  await Promise.resolve();
  return { root: document.getElementById('root') as HTMLElement, appScript: appScript as HTMLScriptElement };
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the prerendered page loader', () => {
  it('holds the page as soon as its root is parsed: no input, hidden from assistive technology', async () => {
    const { root } = await runLoader();
    expect(root).toHaveAttribute('inert');
    expect(root).toHaveAttribute('aria-hidden', 'true');
  });

  it("gives the page back when the app's script cannot be loaded", async () => {
    const { root, appScript } = await runLoader();
    appScript.dispatchEvent(new Event('error'));
    expect(root).not.toHaveAttribute('inert');
    expect(root).not.toHaveAttribute('aria-hidden');
  });
});
