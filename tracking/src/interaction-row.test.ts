import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { buildInteractionRow } from './interaction-row';

const edgeUserAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51';

describe('buildInteractionRow', () => {
  afterEach(() => {
    rs.restoreAllMocks();
    rs.useRealTimers();
    history.replaceState(null, '', '/');
    document.title = '';
  });

  it('describes the page, the session, the device and the moment', () => {
    rs.useFakeTimers({ now: new Date('2025-03-01T10:00:00.000Z') });
    rs.spyOn(navigator, 'userAgent', 'get').mockReturnValue(edgeUserAgent);
    history.replaceState(null, '', '/healthcare?ref=ad');
    document.title = 'Healthcare chatbots';

    const row = buildInteractionRow({
      type: 'click',
      element: { type: 'button', id: 'cta', text: 'Get started' },
      data: { section: 'hero' },
    });

    expect(row).toEqual({
      session_id: expect.stringMatching(/^session_\d+_[0-9a-z]{8}$/),
      user_id: null,
      page_url: `${location.origin}/healthcare?ref=ad`,
      page_title: 'Healthcare chatbots',
      interaction_type: 'click',
      element_type: 'button',
      element_id: 'cta',
      element_text: 'Get started',
      interaction_data: { section: 'hero' },
      user_agent: edgeUserAgent,
      referrer: null,
      device_type: 'desktop',
      browser: 'Edge',
      os: 'Windows',
      timestamp: '2025-03-01T10:00:00.000Z',
    });
  });

  it('uses nulls and an empty object for what an event does not have', () => {
    const row = buildInteractionRow({ type: 'page_focus' });
    expect(row).toMatchObject({
      page_title: null,
      element_type: null,
      element_id: null,
      element_text: null,
      interaction_data: {},
    });
  });

  it('caps the element text at 500 characters and the page URL at 2048', () => {
    history.replaceState(null, '', `/${'a'.repeat(3000)}`);
    const row = buildInteractionRow({
      type: 'click',
      element: { type: 'a', id: null, text: 'x'.repeat(800) },
    });
    expect(row.element_text).toHaveLength(500);
    expect(row.page_url).toHaveLength(2048);
  });

  it('masks e-mail addresses in the page address and the referrer', () => {
    history.replaceState(null, '', '/healthcare?utm_source=mail&email=ana%40example.com');
    const row = buildInteractionRow({
      type: 'page_view',
      moment: { url: location.href, title: 'Healthcare', time: new Date(), referrer: 'https://mail.example/read/ana@example.com' },
    });
    expect(row.page_url).toBe(`${location.origin}/healthcare?utm_source=mail&email=%5Bredacted%5D`);
    expect(row.referrer).toBe('https://mail.example/read/[redacted]');
  });

  it('keeps the same session id on every row', () => {
    const first = buildInteractionRow({ type: 'page_view' });
    const second = buildInteractionRow({ type: 'page_blur' });
    expect(second.session_id).toBe(first.session_id);
  });
});
