import type { InsightsFunnelRow } from '@salesiq/shared-data/database-types';
import { formatCount, formatRate } from '../format';
import { labelledBars } from './labelled-bars';
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

/** A bar per step, labelled with its count and share of the visitors. */
export function funnelChart(row: InsightsFunnelRow): ChartSpec {
  const bars = funnelStepValues(row).map(({ step, count, share }) => ({ name: step, value: count, label: `${formatCount(count)} (${formatRate(share)})` }));
  return labelledBars(bars, { axisTitle: 'Visitors', width: 320 });
}
