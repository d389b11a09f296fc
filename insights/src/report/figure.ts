import { escapeHtml } from '../../../notifier/src/escape-html';

export interface FigureParts {
  /** The visible title. */
  title: string;
  /** What the chart shows, in one sentence: the picture's text alternative. */
  summary: string;
  svg: string;
  /** The table behind the chart (HTML). */
  table: string;
}

/** A chart with its title, its text alternative and the table it was drawn from. */
export function figure({ title, summary, svg, table }: FigureParts): string {
  return [
    '<figure>',
    `<figcaption>${escapeHtml(title)}</figcaption>`,
    `<div class="chart" role="img" aria-label="${escapeHtml(summary)}">${svg}</div>`,
    table,
    '</figure>',
  ].join('\n');
}
