import { afterEach, beforeAll, describe, expect, it, rs } from '@rstest/core';
import { recordedClickKey, replayedHumanInputKey } from '@salesiq/shared-data/human-input/replayed-input.mjs';
import { eventsBeforeTrackingKey, takeEventsBeforeTracking } from '@salesiq/tracking/events-before-tracking.mjs';
import { letGoAfterMs } from './event-contract.mjs';
import { headScript } from './head-script.mjs';

/** A click as the visitor makes it; false when something prevented its default action. */
function visitorClick(target: Element, { recorded = false } = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'isTrusted', { value: true });
  if (recorded) Object.defineProperty(event, recordedClickKey, { value: true });
  return target.dispatchEvent(event);
}

const byId = <E extends HTMLElement = HTMLElement>(id: string) => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`No #${id}`);
  return found as E;
};

/** What the page's code would answer: the clicks and submissions that reach it, as React's root listener sees them. */
function answers() {
  const seen: string[] = [];
  const root = byId('root');
  root.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    seen.push(`click ${target.id}${Reflect.get(event, replayedHumanInputKey) === true ? ' (visitor)' : ''}`);
    if (target instanceof HTMLAnchorElement) event.preventDefault();
  });
  root.addEventListener('submit', (event) => {
    seen.push(`submit ${(event.target as HTMLFormElement).id}`);
    event.preventDefault();
  });
  return seen;
}

const markLive = (id: string) => byId(id).setAttribute('data-hydrated', '');

/** Lets the contract's observer and its replays (a microtask each) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(() => {
  // Once, as the page's head runs it, in the global scope: each function it is made of finds the others in the script itself.
  globalThis.eval(headScript);
});

afterEach(() => {
  rs.useRealTimers();
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = `
    <div id="root">
      <div data-part="site" id="site">
        <a id="card" href="/retail">Retail/E-commerce</a>
        <div data-part="home" id="home">
          <button type="button" id="kit"><span>Download Template Kit</span></button>
          <form id="lead" method="dialog">
            <input id="email" type="email"><select id="industry"><option>Finance</option></select>
            <button id="send">Send</button>
          </form>
        </div>
        <footer><a id="mail" href="mailto:hello@example.com">hello@example.com</a></footer>
      </div>
    </div>`;
  return answers();
}

describe('the event contract, inline in the page', () => {
  // First: once the tracker takes them over, the noting stops.
  it("notes the page's view and clicks on links to pages for the tracker", () => {
    page();
    visitorClick(byId('card'));
    expect(takeEventsBeforeTracking(window, eventsBeforeTrackingKey)).toMatchObject({
      events: [{ event: { type: 'click', element: { type: 'a', id: 'card', text: 'Retail/E-commerce' } }, moment: { url: location.href } }],
      view: { event: { type: 'page_view' }, moment: { url: location.href } },
    });
  });

  it('holds a press on a part not live yet, and hands it to that part once it is', async () => {
    const seen = page();
    expect(visitorClick(byId('kit').querySelector('span') as Element)).toBe(false);
    expect(seen).toEqual([]);

    markLive('site');
    await settle();
    expect(seen).toEqual([]);

    markLive('home');
    await settle();
    expect(seen).toEqual(['click kit (visitor)']);
  });

  it("replays a click the tracker recorded as it was made without marking it the visitor's, so it is recorded once", async () => {
    const seen = page();
    visitorClick(byId('kit'), { recorded: true });
    markLive('site');
    markLive('home');
    await settle();
    expect(seen).toEqual(['click kit']);
  });

  it('holds a submission (nothing sent natively) and submits the form again, with its button, once live; presses replay in order', async () => {
    const seen = page();
    visitorClick(byId('kit'));
    const submitted = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: byId('send') });
    expect(byId('lead').dispatchEvent(submitted)).toBe(false);
    markLive('site');
    markLive('home');
    await settle();
    expect(seen).toEqual(['click kit (visitor)', 'submit lead']);
  });

  it('leaves links to pages, fields, and presses on live parts to the browser and the code', () => {
    const seen = page();
    visitorClick(byId('card'));
    expect(visitorClick(byId('email'))).toBe(true);
    expect(visitorClick(byId('industry'))).toBe(true);
    markLive('site');
    markLive('home');
    visitorClick(byId('kit'));
    expect(seen).toEqual(['click card', 'click email', 'click industry', 'click kit']);
  });

  it('holds a mail link until its part is live: the footer asks for details before the draft opens', async () => {
    const seen = page();
    expect(visitorClick(byId('mail'))).toBe(false);
    markLive('site');
    await settle();
    expect(seen).toEqual(['click mail (visitor)']);
  });

  it('gives no replayed click to a control disabled since (a second press held with the first, which sends the form)', async () => {
    const seen = page();
    byId('root').addEventListener('click', () => byId<HTMLButtonElement>('send').setAttribute('disabled', ''));
    visitorClick(byId('send'));
    visitorClick(byId('send'));
    markLive('site');
    markLive('home');
    await settle();
    expect(seen.filter((answer) => answer.startsWith('click'))).toEqual(['click send (visitor)']);
  });

  it('lets go when a part cannot come live: at once when its code failed, else after a bound', async () => {
    const seen = page();
    visitorClick(byId('mail'));
    byId('site').setAttribute('data-part-failed', '');
    await settle();
    expect(seen).toEqual(['click mail (visitor)']);

    rs.useFakeTimers();
    visitorClick(byId('kit'));
    rs.advanceTimersByTime(letGoAfterMs - 1);
    await Promise.resolve();
    expect(seen).toEqual(['click mail (visitor)']);
    rs.advanceTimersByTime(1);
    for (let round = 0; round < 3; round += 1) await Promise.resolve();
    expect(seen).toEqual(['click mail (visitor)', 'click kit (visitor)']);
    // Let go: from now on its presses reach the page as they are made.
    visitorClick(byId('kit'));
    expect(seen).toHaveLength(3);
  });
});
