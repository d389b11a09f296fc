import { oneLineRefusedCharacters } from '@salesiq/shared-data/validation/one-line-characters';

/**
 * Text from the database as one line of the staff command's output: each control character and
 * bidi override shown as `�`. The database refuses them in its text columns but not inside a
 * lead's attribution, where they would clear the terminal, retitle it or break the table's lines.
 */
export function printable(text: string): string {
  return text.replace(oneLineRefusedCharacters, '\uFFFD');
}

/**
 * Text that may span lines (a lead's message) as written, its line breaks and tabs kept; any
 * other control character and bidi override shown as `�`, as `printable` shows them.
 */
export function printableLines(text: string): string {
  return text.replace(oneLineRefusedCharacters, (character) => ('\t\r\n'.includes(character) ? character : '\uFFFD'));
}
