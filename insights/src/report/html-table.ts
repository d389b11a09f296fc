import { escapeHtml } from '@salesiq/notifier/escape-html';

/** A cell: text (escaped here), or a number shown right-aligned. */
export type Cell = string | { text: string; numeric: true };

export const numeric = (text: string): Cell => ({ text, numeric: true });

function cellHtml(cell: Cell, tag: 'th' | 'td'): string {
  const scope = tag === 'th' ? ' scope="row"' : '';
  return typeof cell === 'string' ? `<${tag}${scope}>${escapeHtml(cell)}</${tag}>` : `<${tag}${scope} class="number">${escapeHtml(cell.text)}</${tag}>`;
}

/** A table of text: column headers, then each row with its first cell as the row's header. */
export function htmlTable(headers: readonly string[], rows: readonly (readonly Cell[])[], caption?: string): string {
  const head = `<thead><tr>${headers.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join('')}</tr></thead>`;
  const body = rows.map(([first, ...rest]) => `<tr>${first === undefined ? '' : cellHtml(first, 'th')}${rest.map((cell) => cellHtml(cell, 'td')).join('')}</tr>`);
  return `<table>${caption ? `<caption>${escapeHtml(caption)}</caption>` : ''}${head}<tbody>${body.join('')}</tbody></table>`;
}
