/**
 * Control characters (C0 with tab and line breaks, DEL, C1) and bidirectional overrides: in a
 * terminal they clear the screen, retitle the window or plant links, and they break a table's
 * lines. The database refuses them in its text columns but not inside a lead's attribution.
 */
const unprintable = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Text from the database as one line of the staff command's output: each unprintable character shown as `�`. */
export function printable(text: string): string {
  return text.replace(unprintable, '\uFFFD');
}
