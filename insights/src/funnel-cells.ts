import type { InsightsFunnelRow } from '@salesiq/shared-data/database-types';
import { formatCount, formatMinutes, formatRate } from './format';
import { type Cell, numeric } from './report/html-table';

/** The measures of a funnel row, as the tables of the report and the e-mail show them. */
export const funnelHeaders = ['Visitors', 'Engaged', 'Started a form', 'Requested', 'Requests', 'Conversion rate', 'Median time to request'] as const;

export function funnelCells(row: InsightsFunnelRow): Cell[] {
  return [
    numeric(formatCount(row.visitors)),
    numeric(formatCount(row.engaged)),
    numeric(formatCount(row.started_form)),
    numeric(formatCount(row.requested)),
    numeric(formatCount(row.requests)),
    numeric(formatRate(row.conversion_rate)),
    numeric(formatMinutes(row.median_minutes_to_request)),
  ];
}
