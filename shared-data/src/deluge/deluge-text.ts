/** Line breaks a visitor can type, including the Unicode separators some editors produce. */
const lineBreak = /\r\n|[\r\n\u2028\u2029]/g;
/** Control characters other than tab and line breaks: invisible, and some editors reject them. */
const otherControl = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * A Deluge string literal holding `value` exactly: backslashes, double quotes, tabs and line
 * breaks are escaped, so a company name such as `Acme "Best" \ Co` cannot end the string early.
 */
export function delugeString(value: string): string {
  const escaped = value
    .replace(otherControl, '')
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(lineBreak, '\\n')
    .replace(/\t/g, '\\t');
  return `"${escaped}"`;
}

/** A Deluge list literal of strings: `{"a", "b"}`. */
export function delugeList(values: readonly string[]): string {
  return `{${values.map(delugeString).join(', ')}}`;
}
