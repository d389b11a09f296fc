import { describe, expect, it } from '@rstest/core';
import { parseUserAgent, type UserAgentInfo } from './user-agent';

type Row = [label: string, userAgent: string, expected: UserAgentInfo, maxTouchPoints?: number];

const macSafari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15';

const desktop = (browser: string, os: string): UserAgentInfo => ({ device_type: 'desktop', browser, os });
const mobile = (browser: string, os: string): UserAgentInfo => ({ device_type: 'mobile', browser, os });
const tablet = (browser: string, os: string): UserAgentInfo => ({ device_type: 'tablet', browser, os });

const TABLE: Row[] = [
  [
    'Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    desktop('Chrome', 'Windows'),
  ],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
    desktop('Edge', 'Windows'),
  ],
  [
    'Firefox on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
    desktop('Firefox', 'Windows'),
  ],
  [
    'Opera on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
    desktop('Opera', 'Windows'),
  ],
  [
    'Internet Explorer 11',
    'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
    desktop('Internet Explorer', 'Windows'),
  ],
  ['Safari on macOS', macSafari, desktop('Safari', 'macOS')],
  [
    'Chrome on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    desktop('Chrome', 'macOS'),
  ],
  [
    'Firefox on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
    desktop('Firefox', 'macOS'),
  ],
  [
    'Firefox on Linux',
    'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
    desktop('Firefox', 'Linux'),
  ],
  [
    'Firefox on Ubuntu',
    'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:109.0) Gecko/20100101 Firefox/115.0',
    desktop('Firefox', 'Linux'),
  ],
  [
    'Chrome on Linux',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    desktop('Chrome', 'Linux'),
  ],
  [
    'Headless Chrome on Linux',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/150.0.0.0 Safari/537.36',
    desktop('Chrome', 'Linux'),
  ],
  [
    'Chrome on ChromeOS',
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    desktop('Chrome', 'ChromeOS'),
  ],
  [
    'Safari on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
    mobile('Safari', 'iOS'),
  ],
  [
    'Chrome on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
    mobile('Chrome', 'iOS'),
  ],
  [
    'Firefox on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
    mobile('Firefox', 'iOS'),
  ],
  [
    'Edge on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/124.2478.50 Mobile/15E148 Safari/605.1.15',
    mobile('Edge', 'iOS'),
  ],
  [
    'Safari on iPad (iOS 12 UA)',
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
    tablet('Safari', 'iPadOS'),
  ],
  [
    'Chrome on iPad',
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
    tablet('Chrome', 'iPadOS'),
  ],
  ['Safari on iPadOS 13+ (desktop-mode UA, touch screen)', macSafari, tablet('Safari', 'iPadOS'), 5],
  [
    'Chrome on an Android phone',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    mobile('Chrome', 'Android'),
  ],
  [
    'Chrome on an Android tablet (no Mobile token)',
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    tablet('Chrome', 'Android'),
  ],
  [
    'Samsung Internet on a phone',
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
    mobile('Samsung Internet', 'Android'),
  ],
  [
    'Samsung Internet on a tablet',
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-X810) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Safari/537.36',
    tablet('Samsung Internet', 'Android'),
  ],
  [
    'Firefox on an Android phone',
    'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
    mobile('Firefox', 'Android'),
  ],
  [
    'Firefox on an Android tablet',
    'Mozilla/5.0 (Android 14; Tablet; rv:125.0) Gecko/125.0 Firefox/125.0',
    tablet('Firefox', 'Android'),
  ],
  [
    'Edge on Android',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 EdgA/124.0.2478.64',
    mobile('Edge', 'Android'),
  ],
  [
    'Opera on Android',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 OPR/81.1.4292.78547',
    mobile('Opera', 'Android'),
  ],
  [
    'Silk on a Kindle Fire',
    'Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/124.2.1 like Chrome/124.0.6367.179 Safari/537.36',
    tablet('Silk', 'Android'),
  ],
  [
    'Edge on Windows Phone',
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.14977',
    mobile('Edge', 'Windows Phone'),
  ],
  [
    'Windows laptop with a touch screen stays desktop',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    desktop('Chrome', 'Windows'),
    10,
  ],
  ['an empty user agent', '', desktop('Other', 'Other')],
];

describe('parseUserAgent', () => {
  it('has a table of at least 20 real user agents', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(20);
  });

  it.each(TABLE)('%s', (_label, userAgent, expected, maxTouchPoints) => {
    expect(parseUserAgent(userAgent, maxTouchPoints)).toEqual(expected);
  });
});
