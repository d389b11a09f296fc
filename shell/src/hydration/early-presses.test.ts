import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { eventsBeforeTrackingKey, takeEventsBeforeTracking } from '@salesiq/tracking/events-before-tracking.mjs';
import { headScript } from './head-script.mjs';
import { takeEarlyPresses } from './early-presses.mjs';

/** A click as a visitor makes it; false when something prevented its default action. */
const click = (target: Element) => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

const markup = `
  <header><a href="/healthcare">Healthcare</a></header>
  <button type="button" id="open"><span>Download Template Kit</span></button>
  <form aria-label="Lead">
    <label>Email <input id="email" type="email"></label>
    <label><input id="consent" type="checkbox"> Send me news</label>
    <select id="industry"><option>Finance</option></select>
    <button id="send">Send</button>
  </form>
  <footer><a id="contact" href="mailto:hello@example.com">Contact</a><a id="call" href="tel:+15550100">Call</a></footer>`;

const byId = (id: string) => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`No #${id}`);
  return found;
};

beforeEach(() => {
  document.body.innerHTML = markup;
  // As the page's head runs it, before any of the page's code.
  globalThis.eval(headScript);
});

afterEach(() => {
  takeEarlyPresses(window);
  takeEventsBeforeTracking(window, eventsBeforeTrackingKey);
  document.body.innerHTML = '';
});

describe('the inline script that holds presses before the entry has run', () => {
  it('holds clicks on buttons, other controls and links to other apps (mail, phone), in order, with nothing done meanwhile', () => {
    expect(click(byId('open').querySelector('span') as Element)).toBe(false);
    expect(click(byId('consent'))).toBe(false);
    expect(click(byId('contact'))).toBe(false);
    expect(click(byId('call'))).toBe(false);
    expect(takeEarlyPresses(window)).toEqual([
      { kind: 'click', target: byId('open'), pressedAt: expect.any(Number) },
      { kind: 'click', target: byId('consent'), pressedAt: expect.any(Number) },
      { kind: 'click', target: byId('contact'), pressedAt: expect.any(Number) },
      { kind: 'click', target: byId('call'), pressedAt: expect.any(Number) },
    ]);
  });

  it('leaves links to pages, fields and plain text to the browser', () => {
    expect(click(document.querySelector('header a') as Element)).toBe(true);
    expect(click(byId('email'))).toBe(true);
    expect(click(byId('industry'))).toBe(true);
    expect(click(document.querySelector('footer') as Element)).toBe(true);
    expect(takeEarlyPresses(window)).toEqual([]);
  });

  it('holds a form submitted without a click (Enter in a field of a form with no button)', () => {
    const form = document.querySelector('form') as HTMLFormElement;
    byId('send').remove();
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: null });
    expect(form.dispatchEvent(submit)).toBe(false);
    expect(takeEarlyPresses(window)).toEqual([{ kind: 'submit', target: form, submitter: null, pressedAt: expect.any(Number) }]);
  });

  it('stops holding once the entry has taken the presses over, which it does once', () => {
    click(byId('open'));
    expect(takeEarlyPresses(window)).toHaveLength(1);
    expect(click(byId('open'))).toBe(true);
    expect(takeEarlyPresses(window)).toEqual([]);
  });

  it('stops holding when the entry script cannot be loaded: nothing would take the presses over', () => {
    const entry = document.createElement('script');
    document.head.append(entry);
    entry.dispatchEvent(new Event('error'));
    entry.remove();
    expect(click(byId('contact'))).toBe(true);
    expect(takeEarlyPresses(window)).toEqual([]);
  });
});

describe('takeEarlyPresses', () => {
  it('finds nothing on a page without the inline script (the development server)', () => {
    takeEarlyPresses(window);
    expect(takeEarlyPresses(window)).toEqual([]);
  });
});
