import type { DeviceType } from '@salesiq/shared-data/database-types';

export interface UserAgentInfo {
  device_type: DeviceType;
  browser: string;
  os: string;
}

type Rule = [pattern: RegExp, name: string];

// Order matters: Chromium-based browsers also send "Chrome/" and "Safari/", iOS sends
// "like Mac OS X", Android sends "Linux".
const BROWSERS: Rule[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOPT\/|\bOPiOS\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bSilk\//, 'Silk'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bMSIE |\bTrident\//, 'Internet Explorer'],
  // Headless Chrome (automated runs) is Chrome too: it sends "HeadlessChrome/".
  [/\b(Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const OPERATING_SYSTEMS: Rule[] = [
  [/\bWindows Phone\b/, 'Windows Phone'],
  [/\bWindows\b/, 'Windows'],
  [/\biPad\b/, 'iPadOS'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const tabletPattern = /\biPad\b|\bTablet\b|\bKindle\b|\bSilk\//;
const mobilePattern = /\bMobi|\biPhone\b|\biPod\b|\bWindows Phone\b|\bBlackBerry\b|\bOpera Mini\b/;

function firstMatch(userAgent: string, rules: Rule[]): string {
  return rules.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other';
}

/**
 * Device type, browser and OS from a user-agent string. iPadOS 13+ sends a Mac desktop UA by
 * default; only its touch support (`maxTouchPoints > 1`, no Mac has a touch screen) tells it apart.
 */
export function parseUserAgent(userAgent: string, maxTouchPoints = 0): UserAgentInfo {
  const desktopModeIpad = /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1;
  const browser = firstMatch(userAgent, BROWSERS);
  if (desktopModeIpad) return { device_type: 'tablet', browser, os: 'iPadOS' };

  const os = firstMatch(userAgent, OPERATING_SYSTEMS);
  // Android tablets omit the "Mobile" token that Android phones send.
  const androidTablet = os === 'Android' && !/\bMobile\b/.test(userAgent);
  if (tabletPattern.test(userAgent) || androidTablet) return { device_type: 'tablet', browser, os };
  return { device_type: mobilePattern.test(userAgent) ? 'mobile' : 'desktop', browser, os };
}
