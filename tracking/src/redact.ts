import type { Json } from '@salesiq/shared-data/database-types';

export const redactedMark = '[redacted]';

// "companyName", "fileName", "industryDisplayName" … name things, not people.
const nonPersonalName = /company|business|organi[sz]ation|industry|file|template|product|bot/;
const emailInText = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
/** An address cut off at the end of a shortened text. */
const emailCutOff = /[^\s@]+@[^\s@]*$/;

/**
 * Tracked values are context, not records: long ones are shortened so a form's row stays under
 * the database's 16 KB limit for interaction_data (and a pasted megabyte is never scanned whole).
 */
export const maxTrackedText = 1000;
export const maxTrackedItems = 50;

/** `fullName`, `full_name`, `Full-Name` → ["full", "name"]. */
function words(key: string): string[] {
  return key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/** Whether a field holds a visitor's name, email address or phone number. */
export function isPersonalField(key: string): boolean {
  const parts = words(key);
  const joined = parts.join('');
  if (joined.includes('email') || parts.includes('mail')) return true;
  if (joined.includes('phone') || parts.some((word) => word === 'tel' || word === 'mobile')) {
    return true;
  }
  return joined.includes('name') && !nonPersonalName.test(joined);
}

/** Free text keeps its words (up to `maxTrackedText`), but an email address typed into it is masked. */
export function redactText(text: string): string {
  const codePoints = [...text.slice(0, maxTrackedText * 2)];
  if (codePoints.length <= maxTrackedText) return text.replace(emailInText, redactedMark);
  return codePoints.slice(0, maxTrackedText).join('').replace(emailInText, redactedMark).replace(emailCutOff, redactedMark);
}

function decodedOrAsIs(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A page address or referrer with the e-mail addresses in its path, query and fragment masked: a
 * mail merge's campaign link carries its reader's address (`?email=ana@example.com`).
 */
export function redactAddress(address: string): string {
  if (!/@|%40/i.test(address)) return address;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return redactedMark;
  }
  const hasAddress = (text: string) => decodedOrAsIs(text).includes('@');
  url.pathname = url.pathname
    .split('/')
    .map((segment) => (hasAddress(segment) ? redactedMark : segment))
    .join('/');
  const query = [...url.searchParams].map(([key, value]) => [key, value.includes('@') ? redactedMark : value]);
  if (query.length > 0) url.search = new URLSearchParams(query).toString();
  if (hasAddress(url.hash)) url.hash = '';
  return url.href;
}

function redactValue(value: Json): Json {
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.slice(0, maxTrackedItems).map(redactValue);
  if (value !== null && typeof value === 'object') return redactFormData(value);
  return value;
}

/**
 * Form data as tracked: field names and non-personal values stay, values of name, email and
 * phone fields become a marker (empty ones stay empty: "not given" is not personal). Personal
 * data lives only in the lead tables.
 */
export function redactFormData(formData: { [key: string]: Json }): { [key: string]: Json } {
  return Object.fromEntries(
    Object.entries(formData).map(([key, value]) => {
      const empty = value === null || value === '';
      return [key, isPersonalField(key) && !empty ? redactedMark : redactValue(value)];
    }),
  );
}
