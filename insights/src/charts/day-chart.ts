import type { InsightsDayRow } from '@salesiq/shared-data/database-types';
import { formatCount } from '../format';
import type { ChartSpec } from './render-chart';

/**
 * A line of requests per day with a point and its count on each day. Days are dates of the
 * report's time zone, drawn on a UTC scale so the machine's own zone cannot move them.
 */
export function dayChart(days: readonly InsightsDayRow[]): ChartSpec {
  const values = days.map(({ day, requests }) => ({ day, requests, label: formatCount(requests) }));
  const x = { field: 'day', type: 'temporal', timeUnit: 'utcyearmonthdate', title: null, axis: { format: '%d %b', tickCount: { interval: 'day', step: Math.max(1, Math.ceil(days.length / 10)) } } } as const;
  const y = { field: 'requests', type: 'quantitative', title: 'Requests', axis: { tickMinStep: 1, format: 'd' } } as const;
  return {
    width: 560,
    height: 200,
    data: { values },
    encoding: { x, y },
    layer: [{ mark: { type: 'line' } }, { mark: { type: 'point' } }, { mark: { type: 'text', dy: -10 }, encoding: { text: { field: 'label' } } }],
  };
}
