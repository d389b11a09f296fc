import type { InsightsFunnelRow } from '@salesiq/shared-data/database-types';
import type { Insights } from '@salesiq/shared-data/staff/read-insights';
import { formatCount, formatMinutes, formatRate } from './format';

const noVisitors: InsightsFunnelRow = {
  dimension: 'all',
  page_path: null,
  source: null,
  campaign: null,
  device_type: null,
  visitors: 0,
  engaged: 0,
  started_form: 0,
  requested: 0,
  requests: 0,
  conversion_rate: 0,
  median_minutes_to_request: null,
};

/** The funnel of the whole site (`insights_funnels`' one `all` row; none when nobody came). */
export function siteFunnel(insights: Insights): InsightsFunnelRow {
  return insights.funnels.find((row) => row.dimension === 'all') ?? noVisitors;
}

/** Whether the period has anything to show: a visit or a request. */
export function hasData(insights: Insights): boolean {
  return siteFunnel(insights).visitors > 0 || insights.requestCount.requests > 0;
}

/** The headline figures of a period, label and value, for the report and the weekly e-mail. */
export function headlineFigures(insights: Insights): [label: string, value: string][] {
  const site = siteFunnel(insights);
  const { requests, without_visit: withoutVisit } = insights.requestCount;
  return [
    ['Visitors', formatCount(site.visitors)],
    ['Engaged visitors', formatCount(site.engaged)],
    ['Visitors who started a form', formatCount(site.started_form)],
    ['Visitors who made a request', formatCount(site.requested)],
    ['Conversion rate', formatRate(site.conversion_rate)],
    ['Median time from first page view to request', formatMinutes(site.median_minutes_to_request)],
    ['Requests', withoutVisit > 0 ? `${formatCount(requests)} (${formatCount(withoutVisit)} without a recorded visit)` : formatCount(requests)],
  ];
}
