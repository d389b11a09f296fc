import type { InsightsFunnelRow } from '@salesiq/shared-data/database-types';
import { campaignLabel, formatCount } from '../format';
import type { ChartSpec } from './render-chart';

/** `newsletter/email · autumn`: the source, and the campaign when there is one. */
export function originLabel(row: Pick<InsightsFunnelRow, 'source' | 'campaign'>): string {
  return row.campaign ? `${row.source ?? ''} · ${campaignLabel(row.campaign)}` : (row.source ?? '');
}

/** A horizontal bar per source and campaign that brought requests, in the order given, each labelled with its count. */
export function sourceChart(rows: readonly InsightsFunnelRow[]): ChartSpec {
  const values = rows.map((row) => ({ origin: originLabel(row), requests: row.requests, label: formatCount(row.requests) }));
  const y = { field: 'origin', type: 'nominal', sort: null, title: null } as const;
  return {
    width: 360,
    height: { step: 28 },
    data: { values },
    encoding: { y },
    layer: [
      { mark: { type: 'bar' }, encoding: { x: { field: 'requests', type: 'quantitative', title: 'Requests', axis: { tickMinStep: 1, format: 'd' } } } },
      { mark: { type: 'text', align: 'left', dx: 4 }, encoding: { x: { field: 'requests', type: 'quantitative' }, text: { field: 'label' } } },
    ],
  };
}
