import type { InsightsFunnelRow } from '@salesiq/shared-data/database-types';
import { funnelCells, funnelHeaders } from '../funnel-cells';
import { htmlTable } from './html-table';

/** The funnel per device type of the visit's first page view. */
export function deviceSection(rows: readonly InsightsFunnelRow[]): string {
  const devices = rows.filter((row) => row.dimension === 'device').toSorted((a, b) => b.visitors - a.visitors);
  return [
    '<section aria-labelledby="devices"><h2 id="devices">Device types</h2>',
    htmlTable(['Device', ...funnelHeaders], devices.map((row) => [row.device_type ?? '', ...funnelCells(row)])),
    '</section>',
  ].join('\n');
}
