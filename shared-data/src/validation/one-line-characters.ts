/**
 * Characters one line of text must not hold: control characters (in a terminal they move the
 * cursor, clear the screen or plant links) and bidi overrides and isolates (they disguise a name
 * in a staff list). The database refuses the same in its one-line text columns. Global, so for
 * `replace` only.
 */
export const oneLineRefusedCharacters = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu;
