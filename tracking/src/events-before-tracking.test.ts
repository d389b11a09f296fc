import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { describeClick } from './click-target.mjs';
import { eventsBeforeTrackingKey as key, noteEventsBeforeTracking, pageViewRecordedKey as viewKey, takeEventsBeforeTracking } from './events-before-tracking.mjs';

/** A click as the visitor makes it (the browser's own event: trusted). */
function visitorClick(target: Element): void {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'isTrusted', { value: true });
  target.dispatchEvent(event);
}

const byId = (id: string) => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`No #${id}`);
  return found;
};

/** The page the document is at now, as the head script notes it. */
const homeHere = () => ({ url: location.href, title: 'Home', time: expect.any(String), referrer: document.referrer });

/** The grid card's click, noted on the page the document is at now. */
const retailCardHere = () => ({
  event: { type: 'click', element: { type: 'a', id: null, text: 'Retail/E-commerce' }, data: { href: new URL('/retail', location.href).href } },
  moment: homeHere(),
});

const homeViewHere = () => ({ event: { type: 'page_view' }, moment: homeHere() });

/** The page's head script goes with the page left (its listeners, through the hand-over the tracker would use). */
function leftPage(): void {
  const takeOver = Reflect.get(window, key) as (() => unknown) | undefined;
  takeOver?.();
  Reflect.deleteProperty(window, key);
}

/** The test's document stays where it is (a link's default action would navigate it). */
const stayOnPage = (event: Event) => event.preventDefault();

beforeEach(() => {
  document.addEventListener('click', stayOnPage);
  document.title = 'Home';
  document.body.innerHTML = `
    <a href="/retail"><span id="card">Retail/E-commerce</span></a>
    <a id="mail" href="mailto:hello@example.com">Contact</a>
    <button id="kit" type="button">Download Template Kit</button>`;
  sessionStorage.clear();
  Reflect.deleteProperty(window, viewKey);
  noteEventsBeforeTracking(window, key, viewKey, describeClick);
});

afterEach(() => {
  document.removeEventListener('click', stayOnPage);
  takeEventsBeforeTracking(window, key);
  document.body.innerHTML = '';
});

describe('clicks on links to pages before the tracker listens', () => {
  it('are noted as the tracker records them, with the page they were made on, until the tracker takes them over with the page view', () => {
    const expected = { view: homeViewHere(), events: [retailCardHere()] };
    visitorClick(byId('card'));
    const taken = takeEventsBeforeTracking(window, key);
    expect(taken).toEqual(expected);
    expect(Date.parse(taken.events[0]?.moment.time ?? '')).not.toBeNaN();

    visitorClick(byId('card'));
    expect(takeEventsBeforeTracking(window, key)).toEqual({ events: [], view: null });
  });

  it("leave out a script's clicks, and presses the shell holds and replays (buttons, mail links)", () => {
    byId('card').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    visitorClick(byId('mail'));
    visitorClick(byId('kit'));
    expect(takeEventsBeforeTracking(window, key).events).toEqual([]);
  });

  it('wait in the tab for the next page when the visitor leaves first, after the page view and the events of earlier pages, and only once', () => {
    const financeView = { event: { type: 'page_view' }, moment: { url: '/finance', title: 'Finance', time: '2026-11-28T12:00:00.000Z', referrer: '' } };
    const home = [homeViewHere(), retailCardHere()];
    sessionStorage.setItem(key, JSON.stringify([financeView]));
    visitorClick(byId('card'));
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide')); // back from the back/forward cache, and away again
    // The next page: the page left is gone with its head script; the new one notes afresh, and its tracker takes the stored events.
    leftPage();
    noteEventsBeforeTracking(window, key, viewKey, describeClick);
    const { events } = takeEventsBeforeTracking(window, key);
    expect(events).toEqual([financeView, ...home]);
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it("leave the page's view out when the site has recorded it", () => {
    const expected = [retailCardHere()];
    Reflect.set(window, viewKey, true);
    visitorClick(byId('card'));
    window.dispatchEvent(new Event('pagehide'));
    leftPage();
    expect(takeEventsBeforeTracking(window, key).events).toEqual(expected);
  });

  it('skip what is stored but is not a noted event', () => {
    const noReferrer = { ...homeViewHere(), moment: { url: '/', title: '', time: '2026-11-28T12:00:00.000Z' } };
    sessionStorage.setItem(key, JSON.stringify([{ event: { type: 'click' } }, 'x', { ...retailCardHere(), moment: { ...homeHere(), time: 'never' } }, noReferrer]));
    expect(takeEventsBeforeTracking(window, key).events).toEqual([]);
    sessionStorage.setItem(key, '{not json');
    expect(takeEventsBeforeTracking(window, key).events).toEqual([]);
  });

  it('are none on a page without the head script (the development server)', () => {
    takeEventsBeforeTracking(window, key);
    expect(takeEventsBeforeTracking(window, key)).toEqual({ events: [], view: null });
  });
});
