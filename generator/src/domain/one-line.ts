const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Visitor text shown on one line (a `//` comment, a heading): runs of whitespace become one space. */
export function oneLine(value: string): string {
  return value.replace(control, '').replace(/\s+/g, ' ').trim();
}
