import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { createInteractions } from '@salesiq/shared-data/operations/create-interactions';
import { flushOutbox } from '@salesiq/shared-data/outbox/outbox';
import { recordedClickKey, replayedHumanInputKey } from '@salesiq/shared-data/human-input/replayed-input.mjs';
import type { InteractionRow } from './interaction-row';
import { describeClick } from './click-target.mjs';
import { eventsBeforeTrackingKey, noteEventsBeforeTracking, pageViewRecordedKey } from './events-before-tracking.mjs';
import { scrollDebounceMs, startTracker } from './start-tracker';
import { batchIntervalMs } from './tracker';

rs.mock('@salesiq/shared-data/operations/create-interactions', () => ({
  createInteractions: rs.fn(() => Promise.resolve('stored')),
}));
rs.mock('@salesiq/shared-data/outbox/outbox', () => ({ flushOutbox: rs.fn() }));

const send = rs.mocked(createInteractions);
let stop: () => void = () => {};

function sentRows(): InteractionRow[] {
  return send.mock.calls.flatMap(([rows]) => rows);
}

/** What the batch timer has sent by now. */
function rowsAfterBatch(): InteractionRow[] {
  rs.advanceTimersByTime(batchIntervalMs);
  return sentRows();
}

/** The test's document stays where it is (a link's default action would navigate it). */
const stayOnPage = (event: Event) => event.preventDefault();

/**
 * A click as a visitor makes it (script-made clicks have isTrusted false and are ignored); `detail`
 * 0 is a click the browser makes for a key (Enter on a focused button, or in a form's field).
 */
function visitorClick(target: Element, detail = 0): void {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, detail });
  Object.defineProperty(event, 'isTrusted', { value: true });
  target.dispatchEvent(event);
}

function setPageGeometry(scrollY: number, scrollHeight: number, innerHeight: number): void {
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: innerHeight, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: scrollHeight, configurable: true });
}

describe('startTracker', () => {
  beforeEach(() => {
    document.addEventListener('click', stayOnPage);
    rs.useFakeTimers();
    stop = startTracker();
  });

  afterEach(() => {
    stop();
    setPageGeometry(0, 0, 0);
    document.removeEventListener('click', stayOnPage);
    document.body.innerHTML = '';
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
    rs.useRealTimers();
    rs.clearAllMocks();
  });

  it('shares one tracker module whether imported by path or by package name', () => {
    expect(globalThis.__SALESIQ_SINGLETONS__).toEqual({ '@salesiq/tracking': 1 });
  });

  it('starts once: a second call returns the same stop function', () => {
    expect(startTracker()).toBe(stop);
  });

  it('records window focus and blur', () => {
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('blur'));
    expect(rowsAfterBatch().map((row) => row.interaction_type)).toEqual(['page_focus', 'page_blur']);
  });

  it('records scrolling once it has paused for 1 s, with the scroll percentage', () => {
    setPageGeometry(500, 2000, 1000);
    window.dispatchEvent(new Event('scroll'));
    rs.advanceTimersByTime(500);
    window.dispatchEvent(new Event('scroll'));
    rs.advanceTimersByTime(scrollDebounceMs - 1);
    window.dispatchEvent(new Event('scroll'));
    rs.advanceTimersByTime(scrollDebounceMs - 1);
    expect(rowsAfterBatch()).toEqual([]);

    rs.advanceTimersByTime(1);
    expect(rowsAfterBatch()).toMatchObject([{ interaction_type: 'scroll', interaction_data: { scroll_percent: 50 } }]);
  });

  it('records a scroll on the page it happened on when the visitor moves to another page within the pause, and not the new page’s scroll to its top', () => {
    const start = location.href;
    document.title = 'Home';
    setPageGeometry(1500, 2000, 1000);
    window.dispatchEvent(new Event('scroll'));
    rs.advanceTimersByTime(300);
    // The route change: a new address and title, then its scroll to the top.
    history.pushState(null, '', '/legal');
    document.title = 'Legal';
    setPageGeometry(0, 3000, 1000);
    window.dispatchEvent(new Event('scroll'));
    rs.advanceTimersByTime(scrollDebounceMs);
    const rows = rowsAfterBatch();
    history.pushState(null, '', start);
    expect(rows).toMatchObject([
      { interaction_type: 'scroll', page_url: start, page_title: 'Home', interaction_data: { scroll_percent: 100 } },
    ]);
    expect(rows).toHaveLength(1);
  });

  it('records a visitor’s scroll back to the top, and not a scroll that ends where the last one did', () => {
    const start = location.href;
    history.pushState(null, '', '/faq');
    const scrollTo = (scrollY: number) => {
      setPageGeometry(scrollY, 2000, 1000);
      window.dispatchEvent(new Event('scroll'));
      rs.advanceTimersByTime(scrollDebounceMs);
    };
    scrollTo(500);
    scrollTo(502);
    scrollTo(0);
    scrollTo(600);
    // To another page and back: each opens at its top.
    history.pushState(null, '', '/legal');
    scrollTo(0);
    history.pushState(null, '', '/faq');
    scrollTo(0);
    const rows = rowsAfterBatch();
    history.pushState(null, '', start);
    expect(rows.map((row) => row.interaction_data)).toEqual([{ scroll_percent: 50 }, { scroll_percent: 0 }, { scroll_percent: 60 }]);
  });

  it('records where a visitor had scrolled before it started, once the scroll has paused for 1 s', () => {
    stop();
    setPageGeometry(1000, 3000, 1000);
    stop = startTracker();
    rs.advanceTimersByTime(scrollDebounceMs - 1);
    expect(rowsAfterBatch()).toEqual([]);
    rs.advanceTimersByTime(1);
    expect(rowsAfterBatch()).toMatchObject([{ interaction_type: 'scroll', interaction_data: { scroll_percent: 50 } }]);
  });

  it('records a scroll not recorded yet when the visitor leaves the site', () => {
    setPageGeometry(500, 2000, 1000);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sentRows()).toMatchObject([{ interaction_type: 'scroll', interaction_data: { scroll_percent: 50 } }]);
    rs.advanceTimersByTime(scrollDebounceMs);
    expect(rowsAfterBatch()).toHaveLength(1);
  });

  it('records visitor clicks on buttons and links through one delegated listener', () => {
    document.body.innerHTML = `
      <button id="book" aria-label="Book a demo"><svg></svg></button>
      <a href="/personalized-guide"><span id="guide-text">Get your   guide</span></a>
      <p id="plain">Not a control</p>
    `;
    const byId = (id: string) => document.getElementById(id) ?? document.body;
    visitorClick(byId('book'));
    visitorClick(byId('guide-text'));
    visitorClick(byId('plain'));
    expect(rowsAfterBatch()).toMatchObject([
      { interaction_type: 'click', element_type: 'button', element_id: 'book', element_text: 'Book a demo' },
      {
        interaction_type: 'click',
        element_type: 'a',
        element_id: null,
        element_text: 'Get your guide',
        interaction_data: { href: `${location.origin}/personalized-guide` },
      },
    ]);
  });

  it("does not record Enter in a form's field as a click on its submit button, but does a press of the button itself", () => {
    document.body.innerHTML = `
      <form><input id="message" aria-label="Type your message"><button id="send">Send message</button></form>
    `;
    const field = document.getElementById('message') as HTMLInputElement;
    const send = document.getElementById('send') as HTMLButtonElement;
    field.focus();
    visitorClick(send);
    expect(rowsAfterBatch()).toEqual([]);
    visitorClick(send, 1);
    send.focus();
    visitorClick(send);
    expect(rowsAfterBatch()).toMatchObject([
      { interaction_type: 'click', element_id: 'send', element_text: 'Send message' },
      { interaction_type: 'click', element_id: 'send', element_text: 'Send message' },
    ]);
  });

  it('ignores clicks made by scripts (mail drafts, file downloads)', () => {
    document.body.innerHTML = '<a id="draft" href="mailto:a@b.c?body=Ada">draft</a>';
    document.getElementById('draft')?.click();
    expect(rowsAfterBatch()).toEqual([]);
  });

  it('records a visitor click that a listener on the document stops (the shell holds clicks on parts not hydrated yet)', () => {
    document.body.innerHTML = '<button id="start">Start Finance Demo</button>';
    // The shell's keeper listens from its entry script, before the tracker starts.
    stop();
    const hold = (event: Event) => event.stopImmediatePropagation();
    document.addEventListener('click', hold, true);
    stop = startTracker();
    visitorClick(document.getElementById('start') ?? document.body);
    document.removeEventListener('click', hold, true);
    expect(rowsAfterBatch()).toEqual([expect.objectContaining({ interaction_type: 'click', element_text: 'Start Finance Demo' })]);
  });

  it('marks a click it recorded, so the replay of a click held meanwhile is not recorded again', () => {
    document.body.innerHTML = '<button id="start">Start Finance Demo</button>';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    Object.defineProperty(click, 'isTrusted', { value: true });
    document.getElementById('start')?.dispatchEvent(click);
    expect(Reflect.get(click, recordedClickKey)).toBe(true);
  });

  it("records the replay of a click made before it listened, as the visitor's click", () => {
    document.body.innerHTML = '<button id="start">Start Finance Demo</button>';
    const replay = new MouseEvent('click', { bubbles: true, cancelable: true });
    Object.defineProperty(replay, replayedHumanInputKey, { value: true });
    document.getElementById('start')?.dispatchEvent(replay);
    expect(rowsAfterBatch()).toEqual([expect.objectContaining({ interaction_type: 'click', element_text: 'Start Finance Demo' })]);
  });

  it('records, once, the clicks on links to pages made before it started, on the page they were made on, with its referrer', () => {
    stop();
    document.body.innerHTML = '<a href="/retail" id="card">Retail/E-commerce</a>';
    // The page's head script notes from the first paint; the page before this one stored its own.
    const moment = { url: 'https://site.example/', title: 'Home', time: '2026-11-28T12:00:00.000Z', referrer: 'https://search.example/' };
    const earlier = [
      { event: { type: 'page_view' }, moment },
      { event: { type: 'click', element: { type: 'a', id: null, text: 'Finance' }, data: {} }, moment },
    ];
    sessionStorage.setItem(eventsBeforeTrackingKey, JSON.stringify(earlier));
    noteEventsBeforeTracking(window, eventsBeforeTrackingKey, pageViewRecordedKey, describeClick);
    visitorClick(document.getElementById('card') ?? document.body);
    stop = startTracker();
    visitorClick(document.getElementById('card') ?? document.body);
    const earlierPage = { page_url: moment.url, page_title: 'Home', timestamp: moment.time, referrer: moment.referrer };
    expect(rowsAfterBatch()).toMatchObject([
      { interaction_type: 'page_view', ...earlierPage },
      { interaction_type: 'click', element_text: 'Finance', ...earlierPage },
      { interaction_type: 'click', element_text: 'Retail/E-commerce', element_type: 'a', page_url: location.href, referrer: null },
      { interaction_type: 'click', element_text: 'Retail/E-commerce', element_type: 'a', page_url: location.href, referrer: null },
    ]);
    expect(sessionStorage.getItem(eventsBeforeTrackingKey)).toBeNull();
  });

  it("records the page's view as it was shown when the page goes away before the site's router has recorded it, and only then", () => {
    stop();
    Reflect.deleteProperty(window, pageViewRecordedKey);
    document.title = 'Retail';
    noteEventsBeforeTracking(window, eventsBeforeTrackingKey, pageViewRecordedKey, describeClick);
    stop = startTracker();
    document.title = 'Changed later';
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide')); // back from the back/forward cache, and away again
    expect(sentRows()).toMatchObject([{ interaction_type: 'page_view', page_url: location.href, page_title: 'Retail' }]);

    stop();
    send.mockClear();
    Reflect.deleteProperty(window, pageViewRecordedKey);
    noteEventsBeforeTracking(window, eventsBeforeTrackingKey, pageViewRecordedKey, describeClick);
    stop = startTracker();
    Reflect.set(window, pageViewRecordedKey, true); // the router's report (report.ts)
    window.dispatchEvent(new Event('pagehide'));
    expect(sentRows()).toEqual([]);
  });

  it('on pagehide sends the batch at once and flushes the outbox with keepalive', () => {
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(flushOutbox).toHaveBeenCalledWith({ keepalive: true });
  });

  it('flushes when the page becomes hidden, not when it becomes visible', () => {
    const visibility = rs.spyOn(document, 'visibilityState', 'get');
    window.dispatchEvent(new Event('blur'));
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(flushOutbox).not.toHaveBeenCalled();
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(flushOutbox).toHaveBeenCalledWith({ keepalive: true });
    visibility.mockRestore();
  });

  it('stop() removes every listener', () => {
    stop();
    setPageGeometry(0, 2000, 1000);
    document.body.innerHTML = '<button id="b">Go</button>';
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('scroll'));
    visitorClick(document.getElementById('b') ?? document.body);
    window.dispatchEvent(new Event('pagehide'));
    stop = startTracker();
    rs.advanceTimersByTime(scrollDebounceMs);
    expect(rowsAfterBatch()).toEqual([]);
    expect(flushOutbox).not.toHaveBeenCalled();
  });

  it('attaches nothing and sends nothing under Global Privacy Control, and clears the clicks noted before it started', () => {
    stop();
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    document.body.innerHTML = '<button id="b">Go</button><a id="card" href="/retail">Retail/E-commerce</a>';
    Reflect.deleteProperty(window, pageViewRecordedKey);
    noteEventsBeforeTracking(window, eventsBeforeTrackingKey, pageViewRecordedKey, describeClick);
    visitorClick(document.getElementById('card') ?? document.body);
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(eventsBeforeTrackingKey)).not.toBeNull();
    stop = startTracker();
    window.dispatchEvent(new Event('focus'));
    visitorClick(document.getElementById('b') ?? document.body);
    window.dispatchEvent(new Event('pagehide'));
    expect(rowsAfterBatch()).toEqual([]);
    expect(sessionStorage.getItem(eventsBeforeTrackingKey)).toBeNull();
  });
});
