import { jsonbTextBytes } from '../operations/fit-interaction-data';
import { oneLineRefusedCharacters } from '../validation/one-line-characters';

/**
 * One touch: where a visit came from. The keys are the ones the `<table>_attribution_*_keys`
 * checks of `supabase/migrations` allow, in the order they are kept when space runs out.
 */
const touchKeys = [
  'landing_path',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'captured_at',
  'visit_number',
  'utm_term',
  'utm_content',
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'li_fat_id',
] as const;

export type TouchKey = (typeof touchKeys)[number];
export type Touch = Partial<Record<Exclude<TouchKey, 'visit_number'>, string>> & { visit_number?: number };

export const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export const clickIdKeys = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'li_fat_id'] as const;

/** Half of the column's 4 KB, so first touch and this visit always fit together. */
export const touchMaxBytes = 2000;

const redactedMark = '[redacted]';
const pathMaxBytes = 300;
const utmMaxBytes = 100;
const clickIdMaxLength = 150;
const timestampPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const clickIdPattern = /^[A-Za-z0-9_.~-]+$/;
/** Seven or more digits, spaces and separators allowed between them: a phone or card number. */
const longNumber = /\d(?:[\s.()+-]*\d){6,}/u;
/**
 * A phone number written to be dialled from abroad (`+44 20 7946 0958`). Campaign values are held
 * to this rather than to `longNumber`: ad platforms tag campaigns with numeric ids
 * (`utm_campaign=21453627181`) and dated names (`newsletter_2026-11-27`).
 */
const internationalPhoneNumber = /\+\d(?:[\s.()-]*\d){6,}/u;

const utf8 = new TextEncoder();

function cutToBytes(text: string, maxBytes: number): string {
  let kept = '';
  let bytes = 0;
  for (const character of text) {
    bytes += utf8.encode(character).length;
    if (bytes > maxBytes) break;
    kept += character;
  }
  return kept;
}

/** Any `@` may be part of an address; called on text already cut short, so the search stays cheap. */
function isPersonal(text: string): boolean {
  return text.includes('@') || longNumber.test(text);
}

function isPersonalCampaignValue(text: string): boolean {
  return text.includes('@') || internationalPhoneNumber.test(text);
}

/** A campaign value: one clean line, or nothing when it looks like personal data. */
function fitUtm(value: string): string | undefined {
  const cleaned = cutToBytes(value.slice(0, utmMaxBytes).replace(oneLineRefusedCharacters, '').trim(), utmMaxBytes);
  return cleaned === '' || isPersonalCampaignValue(cleaned) ? undefined : cleaned;
}

/** A path with personal-looking segments masked: `/unsubscribe/ana@example.com` → `/unsubscribe/[redacted]`. */
function fitPath(path: string): string | undefined {
  if (!path.startsWith('/')) return undefined;
  const segments = path.slice(0, pathMaxBytes * 3).split('/').map((segment) => {
    const cleaned = cutToBytes(safeDecode(segment).replace(oneLineRefusedCharacters, ''), pathMaxBytes);
    return isPersonal(cleaned) ? redactedMark : cleaned;
  });
  return cutToBytes(segments.join('/'), pathMaxBytes);
}

/** `https://host/path` of a referrer: never its query, fragment or credentials. */
function fitReferrer(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const path = fitPath(url.pathname);
  return path === undefined ? undefined : cutToBytes(`${url.origin}${path}`, pathMaxBytes);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function fitValue(key: TouchKey, value: unknown): string | number | undefined {
  if (key === 'visit_number') {
    return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
  }
  if (typeof value !== 'string') return undefined;
  if (key === 'landing_path') return fitPath(value);
  if (key === 'referrer') return fitReferrer(value);
  if (key === 'captured_at') return timestampPattern.test(value) ? value : undefined;
  if ((clickIdKeys as readonly string[]).includes(key)) {
    return clickIdPattern.test(value) && value.length <= clickIdMaxLength ? value : undefined;
  }
  return fitUtm(value);
}

/**
 * A touch as the database accepts it, from anything (a parsed address, or what storage held,
 * which any script of the page could have changed): known keys only, each value cleaned, and
 * within `touchMaxBytes`, keeping the most telling keys first. Undefined when nothing is left.
 */
export function fitTouch(raw: unknown): Touch | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const source = raw as Record<string, unknown>;
  const touch: Record<string, string | number> = {};
  for (const key of touchKeys) {
    const value = fitValue(key, source[key]);
    if (value === undefined) continue;
    if (jsonbTextBytes({ ...touch, [key]: value }) <= touchMaxBytes) touch[key] = value;
  }
  return Object.keys(touch).length > 0 ? touch : undefined;
}
