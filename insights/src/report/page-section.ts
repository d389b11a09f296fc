import type { InsightsFunnelRow } from '@salesiq/shared-data/database-types';
import { industries, industryPath } from '@salesiq/shared-data/industries/catalogue';
import { funnelChart, funnelStepValues } from '../charts/funnel-chart';
import { renderChart } from '../charts/render-chart';
import { formatCount, formatRate } from '../format';
import { funnelCells, funnelHeaders } from '../funnel-cells';
import { figure } from './figure';
import { htmlTable, numeric } from './html-table';

const industryNames = new Map(industries.map((industry) => [industryPath(industry.key), industry.displayName]));

async function industryFunnel(row: InsightsFunnelRow): Promise<string> {
  const path = row.page_path ?? '';
  const steps = funnelStepValues(row);
  const label = `Funnel of ${path}: ${steps.map(({ step, count, share }) => `${step} ${formatCount(count)} (${formatRate(share)})`).join(', ')}.`;
  return figure({
    title: `${industryNames.get(path) ?? path} (${path})`,
    label,
    svg: await renderChart(funnelChart(row)),
    table: htmlTable(
      ['Step', 'Visitors', 'Share of visitors'],
      steps.map(({ step, count, share }) => [step, numeric(formatCount(count)), numeric(formatRate(share))]),
    ),
  });
}

/**
 * A funnel chart for each industry page visitors viewed, most visitors first, then the table of
 * every page (home, guide and result pages, and any address a visitor typed).
 */
export async function pageSection(rows: readonly InsightsFunnelRow[]): Promise<string> {
  const pages = rows.filter((row) => row.dimension === 'page').toSorted((a, b) => b.visitors - a.visitors || String(a.page_path).localeCompare(String(b.page_path)));
  const industryPages = pages.filter((row) => industryNames.has(row.page_path ?? ''));
  const charts = industryPages.length > 0 ? await Promise.all(industryPages.map(industryFunnel)) : ['<p>No industry page was viewed in this period.</p>'];
  return [
    '<section aria-labelledby="pages"><h2 id="pages">Industry pages</h2>',
    '<p>Per page: its visitors, and the steps they took on that page. A request counts for the page the visitor made it on.</p>',
    '<div class="funnels">',
    ...charts,
    '</div>',
    '<h3>Every page</h3>',
    htmlTable(['Page', ...funnelHeaders], pages.map((row) => [row.page_path ?? '', ...funnelCells(row)])),
    '</section>',
  ].join('\n');
}
