/**
 * Company slug rule (SPEC §2): lowercase, each run of characters other than letters and digits
 * becomes one hyphen, no leading or trailing hyphens. Letters and digits are ASCII, so accented
 * letters are first reduced to their base letter ("Café Zoë" → "cafe-zoe").
 */
export function companySlug(companyName: string): string {
  return companyName
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
