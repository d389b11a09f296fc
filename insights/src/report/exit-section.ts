import type { InsightsExitPageRow } from '@salesiq/shared-data/database-types';
import { formatCount, formatRate } from '../format';
import { htmlTable, numeric } from './html-table';

const shown = 10;

/** The pages most visits ended on. */
export function exitSection(exitPages: readonly InsightsExitPageRow[]): string {
  const top = exitPages.toSorted((a, b) => b.exits - a.exits || b.exit_rate - a.exit_rate).slice(0, shown);
  return [
    '<section aria-labelledby="exits"><h2 id="exits">Where visitors leave</h2>',
    `<p>The ${shown} pages most visits ended on: the page of each visit's last page view, and the share of the page's visitors who left from it.</p>`,
    htmlTable(
      ['Page', 'Visits that ended here', 'Visitors of the page', 'Share who left from it'],
      top.map((row) => [row.page_path, numeric(formatCount(row.exits)), numeric(formatCount(row.visitors)), numeric(formatRate(row.exit_rate))]),
    ),
    '</section>',
  ].join('\n');
}
