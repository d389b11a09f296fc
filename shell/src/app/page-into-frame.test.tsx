import { afterEach, beforeAll, expect, it, rs } from '@rstest/core';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PageIntoFrame } from './page-into-frame';

/** A site in small: the frame's page area holds a placeholder, or the page. */
const site = (frameOnly: boolean) => (
  <>
    <main>{frameOnly ? <div aria-busy="true" aria-label="Loading the page" /> : <h1>Bright Clinic AI Bot Script</h1>}</main>
    <footer>
      <button type="button">ROI Calculator</button>
    </footer>
  </>
);

let reactRoot: Root | undefined;

beforeAll(() => {
  // `act` waits for React's work (the hydration, the page's transition) before each check.
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
});

afterEach(() => {
  act(() => reactRoot?.unmount());
  document.body.innerHTML = '';
});

/** The frame's server HTML, hydrated; the footer button as the server sent it. */
function hydrateFrame(pageReady: Promise<void>, pagesShown = new EventTarget()) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(site(true));
  document.body.append(container);
  const serverButton = container.querySelector('button');
  const recoverableErrors = rs.fn();
  act(() => {
    reactRoot = hydrateRoot(container, <PageIntoFrame site={site} pageReady={pageReady} pagesShown={pagesShown} />, { onRecoverableError: recoverableErrors });
  });
  return { container, serverButton, recoverableErrors };
}

it("hydrates the frame as the server sent it, then renders the page into it once the page's module is in", async () => {
  let ready = () => {};
  const pageReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const { container, serverButton, recoverableErrors } = hydrateFrame(pageReady);
  expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();

  await act(async () => ready());
  expect(container.querySelector('h1')?.textContent).toBe('Bright Clinic AI Bot Script');
  expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  // The frame's nodes are the server's: nothing but the page area was rendered.
  expect(container.querySelector('button')).toBe(serverButton);
  expect(recoverableErrors).not.toHaveBeenCalled();
});

it('waits for the frame to have hydrated when the module is in first (an earlier update would make React give the HTML up)', async () => {
  const { container, serverButton, recoverableErrors } = hydrateFrame(Promise.resolve());
  await act(async () => {});
  expect(container.querySelector('h1')).not.toBeNull();
  expect(container.querySelector('button')).toBe(serverButton);
  expect(recoverableErrors).not.toHaveBeenCalled();
});

it('renders the site whole as soon as the visitor has gone to another page, though the framed page is not ready', () => {
  const pagesShown = new EventTarget();
  const { container, serverButton, recoverableErrors } = hydrateFrame(new Promise<void>(() => {}), pagesShown);
  act(() => pagesShown.dispatchEvent(new Event('shown')));
  expect(container.querySelector('h1')).not.toBeNull();
  expect(container.querySelector('button')).toBe(serverButton);
  expect(recoverableErrors).not.toHaveBeenCalled();
});
