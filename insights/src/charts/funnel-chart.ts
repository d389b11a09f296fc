import type { InsightsFunnelRow } from '@salesiq/shared-data/database-types';
import { formatCount, formatRate } from '../format';
import type { ChartSpec } from './render-chart';

/** The steps of a funnel, in order, with the label the report gives each. */
export const funnelSteps = [
  ['visitors', 'Visitors'],
  ['engaged', 'Engaged'],
  ['started_form', 'Started a form'],
  ['requested', 'Made a request'],
] as const satisfies readonly (readonly [keyof InsightsFunnelRow, string])[];

/** Each step's count and its share of the visitors. */
export function funnelStepValues(row: InsightsFunnelRow) {
  return funnelSteps.map(([column, step]) => {
    const count = row[column];
    return { step, count, share: row.visitors === 0 ? 0 : count / row.visitors };
  });
}

/** A horizontal bar per step, each labelled with its count and share of visitors (readable in greyscale). */
export function funnelChart(row: InsightsFunnelRow): ChartSpec {
  const values = funnelStepValues(row).map(({ step, count, share }) => ({ step, count, label: `${formatCount(count)} (${formatRate(share)})` }));
  const y = { field: 'step', type: 'nominal', sort: null, title: null } as const;
  return {
    width: 320,
    height: { step: 30 },
    data: { values },
    encoding: { y },
    layer: [
      { mark: { type: 'bar' }, encoding: { x: { field: 'count', type: 'quantitative', title: 'Visitors', axis: { tickMinStep: 1, format: 'd' } } } },
      { mark: { type: 'text', align: 'left', dx: 4 }, encoding: { x: { field: 'count', type: 'quantitative' }, text: { field: 'label' } } },
    ],
  };
}
