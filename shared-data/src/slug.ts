/**
 * Letters and digits of any script (SPEC §2 "characters other than letters and digits"), with the
 * marks that belong to them: a vowel sign in हिन्दी or a combining accent is part of its letter.
 */
const kept = String.raw`\p{L}\p{M}\p{Nd}`;
const dropped = new RegExp(`[^${kept}]+`, 'gu');
/** A mark with no letter or digit before it (at the start, or after a space) belongs to nothing. */
const strayMarks = new RegExp(`(^|[^${kept}])\\p{M}+`, 'gu');
const letterOrDigit = /[\p{L}\p{Nd}]/u;

/**
 * Company slug rule (SPEC §2, decision 4): lowercase the name, turn each run of characters other
 * than letters and digits (of any script) into one hyphen, remove leading and trailing hyphens.
 * The result is in NFC, so a name typed with composed or decomposed accents gives one slug:
 * `Café Zürich` → `café-zürich`. A name with no letter or digit gives an empty slug (the forms
 * that make one refuse such a name: `hasLetterOrDigit`).
 */
export function companySlug(companyName: string): string {
  return companyName
    .normalize('NFC')
    .toLowerCase()
    .normalize('NFC')
    .replace(strayMarks, '$1')
    .replace(dropped, '-')
    .replace(/^-+|-+$/g, '');
}

/** Whether a company name has a letter or digit to make its slug from (`companySlug` is not empty). */
export function hasLetterOrDigit(companyName: string): boolean {
  return letterOrDigit.test(companyName);
}
