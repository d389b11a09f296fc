/**
 * Visitor text fit for one line of a header or a table: every control character (CR and LF
 * included, so nothing can start a header of its own), bidi override and run of white space
 * becomes one space; cut at `maxLength` characters.
 */
export function oneLine(text: string, maxLength = 200): string {
  const flat = text
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = [...flat];
  return characters.length > maxLength ? `${characters.slice(0, maxLength - 1).join('')}…` : flat;
}
