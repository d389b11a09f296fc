/** The longest e-mail address the database keeps (`<table>_email_length`). */
export const emailMaxLength = 320;

/**
 * SPEC §5's e-mail rule (the industry-page generator): text, @, text, dot, text, without spaces.
 * Invisible characters count as spaces, since the saved record drops some of them and could lose
 * its shape; an address longer than the database keeps would lose its domain when cut.
 */
const simpleEmail = /^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}]+\.[^\s@\p{Cc}\p{Cf}]+$/u;

export function isSimpleEmail(email: string): boolean {
  return simpleEmail.test(email) && [...email].length <= emailMaxLength;
}
