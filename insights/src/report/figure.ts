import { escapeHtml } from '@salesiq/notifier/escape-html';

export interface FigureParts {
  /** The visible title. */
  title: string;
  /** What the chart shows, in a sentence: its text alternative. */
  label: string;
  /** The chart, drawn by `renderChart`. */
  svg: string;
  /** The table behind the chart (HTML). */
  table: string;
}

/** A chart as one image named by its text alternative, with its visible title and the table it was drawn from. */
export function figure({ title, label, svg, table }: FigureParts): string {
  return [
    '<figure>',
    `<figcaption>${escapeHtml(title)}</figcaption>`,
    `<div class="chart" role="img" aria-label="${escapeHtml(label)}">${svg}</div>`,
    table,
    '</figure>',
  ].join('\n');
}
