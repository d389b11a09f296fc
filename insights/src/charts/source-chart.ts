import type { InsightsFunnelRow } from '@salesiq/shared-data/database-types';
import { formatCount } from '../format';
import { labelledBars } from './labelled-bars';
import type { ChartSpec } from './render-chart';

/** `newsletter/email · autumn`: the source, and the campaign when there is one. */
export function originLabel(row: Pick<InsightsFunnelRow, 'source' | 'campaign'>): string {
  return row.campaign ? `${row.source ?? ''} · ${row.campaign}` : (row.source ?? '');
}

/** A bar per source and campaign that brought requests, in the order given, labelled with its count. */
export function sourceChart(rows: readonly InsightsFunnelRow[]): ChartSpec {
  return labelledBars(
    rows.map((row) => ({ name: originLabel(row), value: row.requests, label: formatCount(row.requests) })),
    { axisTitle: 'Requests', width: 360 },
  );
}
