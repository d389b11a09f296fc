/**
 * Characters that show nothing: whitespace, control characters and format characters (zero-width
 * space, non-joiner and joiner, word joiner, byte-order mark, bidi marks and overrides: `\p{Cf}`).
 * A value made only of them looks empty, and the database refuses it where a value is required.
 */
const invisible = String.raw`[\s\p{Cc}\p{Cf}]`;
const leadingInvisible = new RegExp(`^${invisible}+`, 'u');
// Trailing format characters stay: a flag emoji such as 🏴󠁧󠁢󠁳󠁣󠁴󠁿 ends in one.
const trailingBlank = /[\s\p{Cc}]+$/u;
const visible = new RegExp(`[^${invisible.slice(1, -1)}]`, 'u');

/** Whether a visitor's answer has nothing visible in it (SPEC §5's "empty"). */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || !visible.test(value);
}

/**
 * A visitor's answer as it is validated and saved: trimmed of whitespace and of leading invisible
 * characters (so cutting it at a column's limit always keeps a visible one), or empty when nothing
 * visible is left. A cancelled prompt (`null`) is empty.
 */
export function filledText(value: string | null | undefined): string {
  if (value == null || isBlank(value)) return '';
  return value.replace(leadingInvisible, '').replace(trailingBlank, '');
}
