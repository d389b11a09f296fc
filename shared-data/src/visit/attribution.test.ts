import { afterEach, describe, expect, it } from '@rstest/core';
import { jsonbTextBytes } from '../operations/fit-interaction-data';
import { captureAttribution, firstTouchLifetimeMs, fitAttribution, isAttributionCaptured, readAttribution } from './attribution';

const day = 24 * 60 * 60 * 1000;
const start = new Date('2026-11-01T09:00:00.000Z');

function setPrivacyControl(value: boolean | undefined) {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true });
}

/** A new browser session: sessionStorage is per tab and session, localStorage stays. */
function newSession() {
  sessionStorage.clear();
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  setPrivacyControl(undefined);
});

describe('captureAttribution and readAttribution', () => {
  it('give this visit and, on a first visit, the same first touch', () => {
    captureAttribution('https://site.example/?utm_source=newsletter&utm_campaign=autumn', 'https://news.example/a?b=c', start);
    const visit = {
      landing_path: '/',
      referrer: 'https://news.example/a',
      utm_source: 'newsletter',
      utm_campaign: 'autumn',
      captured_at: start.toISOString(),
      visit_number: 1,
    };
    expect(readAttribution(start.getTime())).toEqual({ first_touch: visit, this_visit: visit });
  });

  it('capture once per session: a reload or another app of the page changes nothing', () => {
    captureAttribution('https://site.example/?utm_source=newsletter', '', start);
    captureAttribution('https://site.example/healthcare', '', start);
    expect(readAttribution(start.getTime()).this_visit?.utm_source).toBe('newsletter');
  });

  it('tell whether this session is captured, from sessionStorage alone', () => {
    expect(isAttributionCaptured()).toBe(false);
    captureAttribution('https://site.example/healthcare', '', start);
    expect(isAttributionCaptured()).toBe(true);
    localStorage.clear();
    expect(isAttributionCaptured()).toBe(true);
    newSession();
    expect(isAttributionCaptured()).toBe(false);
  });

  it('keep the first touch for 90 days and count the visits since', () => {
    captureAttribution('https://site.example/?utm_source=newsletter', '', start);
    newSession();
    const later = new Date(start.getTime() + 10 * day);
    captureAttribution('https://site.example/retail?gclid=abc', 'https://www.google.com/', later);
    const attribution = readAttribution(later.getTime());
    expect(attribution.first_touch).toMatchObject({ utm_source: 'newsletter', landing_path: '/' });
    expect(attribution.this_visit).toMatchObject({ gclid: 'abc', landing_path: '/retail', visit_number: 2 });

    newSession();
    const expired = new Date(start.getTime() + firstTouchLifetimeMs + day);
    captureAttribution('https://site.example/food-beverage', '', expired);
    const fresh = readAttribution(expired.getTime());
    expect(fresh.first_touch).toMatchObject({ landing_path: '/food-beverage', visit_number: 1 });
  });

  it("carry this visit on into a tab opened from one of the site's pages, unless its address has a campaign of its own", () => {
    captureAttribution('https://site.example/?utm_source=linkedin&utm_campaign=q4-push', 'https://www.linkedin.com/', start);
    const visit = readAttribution(start.getTime()).this_visit;
    newSession();
    const moments = new Date(start.getTime() + 60_000);
    captureAttribution('https://site.example/legal', 'https://site.example/', moments);
    expect(readAttribution(moments.getTime())).toEqual({ first_touch: visit, this_visit: visit });

    newSession();
    captureAttribution('https://site.example/legal?utm_source=mail', 'https://site.example/', moments);
    expect(readAttribution(moments.getTime()).this_visit).toMatchObject({ utm_source: 'mail', visit_number: 2 });

    newSession();
    captureAttribution('https://site.example/legal', 'https://elsewhere.example/', moments);
    expect(readAttribution(moments.getTime()).this_visit).toMatchObject({ referrer: 'https://elsewhere.example/', visit_number: 3 });
  });

  it('under Global Privacy Control write nothing that outlives the session, and remove an earlier first touch', () => {
    captureAttribution('https://site.example/?utm_source=newsletter', '', start);
    newSession();
    setPrivacyControl(true);
    captureAttribution('https://site.example/healthcare?utm_source=ads', '', start);
    expect(localStorage.length).toBe(0);
    const attribution = readAttribution(start.getTime());
    expect(attribution.this_visit).toMatchObject({ utm_source: 'ads' });
    expect(attribution.first_touch).toEqual(attribution.this_visit);
  });

  it('give an empty attribution before any capture, and survive blocked or tampered storage', () => {
    expect(readAttribution()).toEqual({});
    sessionStorage.setItem('salesiq:attribution:this-visit', '{not json');
    localStorage.setItem('salesiq:attribution:first-touch', JSON.stringify({ touch: { utm_source: 'ana@example.com', evil: 1 }, expiresAt: 'never' }));
    expect(readAttribution()).toEqual({});
  });
});

describe('fitAttribution', () => {
  it('keeps known keys with clean values only, within 4 KB', () => {
    const huge = Object.fromEntries(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'landing_path'].map((key) => [key, key === 'landing_path' ? `/${'é'.repeat(9000)}` : '😀'.repeat(9000)]));
    const fitted = fitAttribution({ first_touch: huge, this_visit: { ...huge, extra: 'x', visit_number: '2' }, other: {} });
    expect(Object.keys(fitted)).toEqual(['first_touch', 'this_visit']);
    expect(fitted.this_visit).not.toHaveProperty('extra');
    expect(fitted.this_visit).not.toHaveProperty('visit_number');
    expect(jsonbTextBytes(fitted as never)).toBeLessThanOrEqual(4096);
    expect(fitAttribution(['x'])).toEqual({});
  });
});
