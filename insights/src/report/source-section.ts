import type { InsightsFunnelRow } from '@salesiq/shared-data/database-types';
import { renderChart } from '../charts/render-chart';
import { originLabel, sourceChart } from '../charts/source-chart';
import { campaignLabel, formatCount } from '../format';
import { funnelCells, funnelHeaders } from '../funnel-cells';
import { figure } from './figure';
import { htmlTable, numeric } from './html-table';

/** Requests by source and campaign as bars (those that brought any), then the funnel of every one. */
export async function sourceSection(rows: readonly InsightsFunnelRow[]): Promise<string> {
  const sources = rows.filter((row) => row.dimension === 'source').toSorted((a, b) => b.requests - a.requests || b.visitors - a.visitors);
  const requesting = sources.filter((row) => row.requests > 0);
  const chart =
    requesting.length === 0
      ? '<p>No visitor made a request in this period.</p>'
      : figure({
          title: 'Requests by source and campaign',
          label: `Requests by source and campaign: ${requesting.map((row) => `${originLabel(row)} ${formatCount(row.requests)}`).join(', ')}.`,
          svg: await renderChart(sourceChart(requesting)),
          table: htmlTable(
            ['Source', 'Campaign', 'Requests'],
            requesting.map((row) => [row.source ?? '', campaignLabel(row.campaign), numeric(formatCount(row.requests))]),
          ),
        });
  return [
    '<section aria-labelledby="sources"><h2 id="sources">Campaigns, sources and referrers</h2>',
    '<p>Source: the UTM source (and medium) of the visit, else the site that referred it, else direct.</p>',
    chart,
    '<h3>Every source and campaign</h3>',
    htmlTable(['Source', 'Campaign', ...funnelHeaders], sources.map((row) => [row.source ?? '', campaignLabel(row.campaign), ...funnelCells(row)])),
    '</section>',
  ].join('\n');
}
