import type { InsightsDayRow } from '@salesiq/shared-data/database-types';
import { dayChart } from '../charts/day-chart';
import { renderChart } from '../charts/render-chart';
import { formatCount, formatDay } from '../format';
import { figure } from './figure';
import { htmlTable, numeric } from './html-table';

/** A line of requests per day, or a sentence when there were none; then the days' table. */
export async function daySection(days: readonly InsightsDayRow[], timeZone: string): Promise<string> {
  const table = htmlTable(
    ['Day', 'Visitors', 'Requests'],
    days.map((row) => [formatDay(row.day), numeric(formatCount(row.visitors)), numeric(formatCount(row.requests))]),
  );
  const total = days.reduce((sum, row) => sum + row.requests, 0);
  const content =
    total === 0
      ? `<p>No requests in this period.</p>\n${table}`
      : figure({
          title: `Requests per day (${timeZone})`,
          label: `Requests per day: ${days.map((row) => `${formatDay(row.day)} ${formatCount(row.requests)}`).join(', ')}.`,
          svg: await renderChart(dayChart(days)),
          table,
        });
  return ['<section aria-labelledby="days"><h2 id="days">Requests per day</h2>', content, '</section>'].join('\n');
}
