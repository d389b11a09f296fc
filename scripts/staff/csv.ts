/** A spreadsheet runs a cell starting with one of these as a formula (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/** One RFC 4180 field; a cell a spreadsheet would run as a formula is made text with a leading `'`. */
function csvField(value: string): string {
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n']/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV: CRLF line ends, fields with commas, quotes or line breaks quoted. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
