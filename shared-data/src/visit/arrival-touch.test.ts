import { describe, expect, it } from '@rstest/core';
import { jsonbTextBytes } from '../operations/fit-interaction-data';
import { arrivalTouch } from './arrival-touch';
import { touchMaxBytes } from './touch';

const at = new Date('2026-11-26T10:00:00.000Z');

describe('arrivalTouch', () => {
  it('reads the landing path, the referrer without its query, UTM fields and click ids', () => {
    const touch = arrivalTouch(
      'https://site.example/healthcare?utm_source=newsletter&utm_medium=email&utm_campaign=autumn&utm_term=bots&utm_content=hero&gclid=Cj0KCQ-abc_123&li_fat_id=ab-12&other=x',
      'https://www.google.com/search/path?q=secret#frag',
      at,
      3,
    );
    expect(touch).toEqual({
      landing_path: '/healthcare',
      referrer: 'https://www.google.com/search/path',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'autumn',
      captured_at: '2026-11-26T10:00:00.000Z',
      visit_number: 3,
      utm_term: 'bots',
      utm_content: 'hero',
      gclid: 'Cj0KCQ-abc_123',
      li_fat_id: 'ab-12',
    });
  });

  it('keeps the first of repeated parameters and leaves out empty referrers', () => {
    const touch = arrivalTouch('https://site.example/?utm_source=a&utm_source=b', '', at);
    expect(touch).toEqual({ landing_path: '/', utm_source: 'a', captured_at: '2026-11-26T10:00:00.000Z' });
  });

  it('never stores e-mail addresses or phone numbers found in the address', () => {
    const touch = arrivalTouch(
      'https://site.example/unsubscribe/ana%40example.com/x?utm_source=ana@example.com&utm_medium=%2B44%2020%207946%200958&utm_campaign=ok&gclid=ana@example.com',
      'https://mail.example/u/ana.silva@example.com/inbox?email=ana@example.com',
      at,
    );
    expect(touch).toEqual({
      landing_path: '/unsubscribe/[redacted]/x',
      referrer: 'https://mail.example/u/[redacted]/inbox',
      utm_campaign: 'ok',
      captured_at: '2026-11-26T10:00:00.000Z',
    });
    expect(JSON.stringify(touch)).not.toMatch(/ana|7946/);
  });

  it('keeps numeric campaign ids and dated campaign names', () => {
    const touch = arrivalTouch(
      'https://site.example/insurance?utm_source=google&utm_campaign=21453627181&utm_term=car+insurance+quote&utm_content=newsletter_2026-11-27',
      '',
      at,
    );
    expect(touch).toMatchObject({ utm_campaign: '21453627181', utm_term: 'car insurance quote', utm_content: 'newsletter_2026-11-27' });
  });

  it('strips control characters and bidi overrides, and drops referrers that are not web pages', () => {
    const touch = arrivalTouch('https://site.example/?utm_source=%07news%1b[31m%E2%80%AEletter%0A', 'javascript:alert(1)', at);
    expect(touch).toEqual({ landing_path: '/', utm_source: 'news[31mletter', captured_at: '2026-11-26T10:00:00.000Z' });
  });

  it('stays within its share of the 4 KB column for oversized and hostile query strings', () => {
    const huge = encodeURIComponent('"\\😀'.repeat(20_000));
    const hostile = [
      `https://site.example/${'a'.repeat(5000)}?${['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'].map((key) => `${key}=${huge}`).join('&')}`,
      `https://site.example/?${['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'li_fat_id'].map((key) => `${key}=${'A'.repeat(150)}`).join('&')}&utm_source=${'x'.repeat(99)}`,
      'https://site.example/?utm_source=%E0%A4%A&utm_medium=%',
      `https://site.example/?${'utm_source=x&'.repeat(10_000)}`,
    ];
    for (const href of hostile) {
      const touch = arrivalTouch(href, `https://ref.example/${'%F0%9F%98%80'.repeat(2000)}?q=1`, at, 1);
      expect(touch?.landing_path).toBeDefined();
      expect(jsonbTextBytes(touch ?? {})).toBeLessThanOrEqual(touchMaxBytes);
    }
  });

  it('gives nothing for an address that does not parse', () => {
    expect(arrivalTouch('not a url', '', at)).toBeUndefined();
  });
});
