import { afterEach, expect, it } from '@rstest/core';
import { eventsBeforeTrackingKey, takeEventsBeforeTracking } from '@salesiq/tracking/events-before-tracking.mjs';
import { takeEarlyPresses } from './early-presses.mjs';
import { headScript } from './head-script.mjs';

/** A click as the visitor makes it; false when something prevented its default action. */
function visitorClick(target: Element): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'isTrusted', { value: true });
  return target.dispatchEvent(event);
}

/** The test's document stays where it is (a link's default action would navigate it). */
const stayOnPage = (event: Event) => event.preventDefault();

afterEach(() => {
  document.removeEventListener('click', stayOnPage);
  takeEarlyPresses(window);
  takeEventsBeforeTracking(window, eventsBeforeTrackingKey);
  document.body.innerHTML = '';
});

it("runs on its own, as the page head runs it: it holds presses, and notes the page's view and clicks on links to pages", () => {
  document.body.innerHTML = '<button id="kit" type="button">Download Template Kit</button><a id="card" href="/retail">Retail/E-commerce</a>';
  // In the global scope, as a page runs it: each function it is made of finds the others in the script itself.
  globalThis.eval(headScript);
  document.addEventListener('click', stayOnPage);
  expect(visitorClick(document.getElementById('kit') as Element)).toBe(false);
  visitorClick(document.getElementById('card') as Element);
  expect(takeEarlyPresses(window)).toEqual([{ kind: 'click', target: document.getElementById('kit'), pressedAt: expect.any(Number) }]);
  expect(takeEventsBeforeTracking(window, eventsBeforeTrackingKey)).toMatchObject({
    events: [{ event: { type: 'click', element: { type: 'a', id: 'card', text: 'Retail/E-commerce' } }, moment: { url: location.href } }],
    view: { event: { type: 'page_view' }, moment: { url: location.href } },
  });
});
