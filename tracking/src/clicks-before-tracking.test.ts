import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { describeClick } from './click-target.mjs';
import { clicksBeforeTrackingKey as key, noteClicksBeforeTracking, takeClicksBeforeTracking } from './clicks-before-tracking.mjs';

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

/** The grid card's click, noted on the page the document is at now. */
const retailCardHere = () => ({
  click: { type: 'click', element: { type: 'a', id: null, text: 'Retail/E-commerce' }, data: { href: new URL('/retail', location.href).href } },
  moment: { url: location.href, title: 'Home', time: expect.any(String) },
});

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
  noteClicksBeforeTracking(window, key, describeClick);
});

afterEach(() => {
  document.removeEventListener('click', stayOnPage);
  takeClicksBeforeTracking(window, key);
  document.body.innerHTML = '';
});

describe('clicks on links to pages before the tracker listens', () => {
  it('are noted as the tracker records them, with the page they were made on, until the tracker takes them over', () => {
    const expected = retailCardHere();
    visitorClick(byId('card'));
    const [noted, ...rest] = takeClicksBeforeTracking(window, key);
    expect(noted).toEqual(expected);
    expect(rest).toEqual([]);
    expect(Date.parse(noted?.moment.time ?? '')).not.toBeNaN();

    visitorClick(byId('card'));
    expect(takeClicksBeforeTracking(window, key)).toEqual([]);
  });

  it("leave out a script's clicks, and presses the shell holds and replays (buttons, mail links)", () => {
    byId('card').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    visitorClick(byId('mail'));
    visitorClick(byId('kit'));
    expect(takeClicksBeforeTracking(window, key)).toEqual([]);
  });

  it('wait in the tab for the next page when the visitor leaves first, after those of earlier pages, and only once', () => {
    const expected = retailCardHere();
    sessionStorage.setItem(key, JSON.stringify([{ ...expected, moment: { url: '/finance', title: 'Finance', time: '2026-11-28T12:00:00.000Z' } }]));
    visitorClick(byId('card'));
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide')); // back from the back/forward cache, and away again
    // The next page: its head script notes afresh, its tracker takes the stored clicks.
    noteClicksBeforeTracking(window, key, describeClick);
    const taken = takeClicksBeforeTracking(window, key);
    expect(taken.map(({ moment }) => moment.url)).toEqual(['/finance', expected.moment.url]);
    expect(taken[1]).toEqual(expected);
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('skip what is stored but is not a noted click', () => {
    sessionStorage.setItem(key, JSON.stringify([{ click: { type: 'click' } }, 'x', { ...retailCardHere(), moment: { url: '/', title: '', time: 'never' } }]));
    expect(takeClicksBeforeTracking(window, key)).toEqual([]);
    sessionStorage.setItem(key, '{not json');
    expect(takeClicksBeforeTracking(window, key)).toEqual([]);
  });

  it('are none on a page without the head script (the development server)', () => {
    takeClicksBeforeTracking(window, key);
    expect(takeClicksBeforeTracking(window, key)).toEqual([]);
  });
});
