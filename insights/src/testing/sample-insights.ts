import type { InsightsFunnelRow } from '@salesiq/shared-data/database-types';
import type { Insights, InsightsPeriod } from '@salesiq/shared-data/staff/read-insights';

export const markupCampaign = '<img src=x onerror=alert(1)>';

export const samplePeriod: InsightsPeriod = {
  since: new Date('2026-03-03T00:00:00Z'),
  until: new Date('2026-03-10T00:00:00Z'),
  timeZone: 'UTC',
};

const keys = { page_path: null, source: null, campaign: null, device_type: null };

function funnel(row: Partial<InsightsFunnelRow> & Pick<InsightsFunnelRow, 'dimension' | 'visitors' | 'requested'>): InsightsFunnelRow {
  return {
    ...keys,
    engaged: row.requested,
    started_form: row.requested,
    requests: row.requested,
    conversion_rate: Math.round((row.requested / row.visitors) * 10_000) / 10_000,
    median_minutes_to_request: row.requested > 0 ? 4 : null,
    ...row,
  };
}

/** Two visitors on /healthcare (one asked for a demo), one from a newsletter who downloaded a kit on the home page. */
export const sampleInsights: Insights = {
  funnels: [
    funnel({ dimension: 'all', visitors: 3, requested: 2, engaged: 2 }),
    funnel({ dimension: 'page', page_path: '/healthcare', visitors: 2, requested: 1 }),
    funnel({ dimension: 'page', page_path: '/', visitors: 1, requested: 1 }),
    funnel({ dimension: 'page', page_path: '/<b>typed</b>', visitors: 1, requested: 0 }),
    funnel({ dimension: 'source', source: 'direct', campaign: '', visitors: 2, requested: 1 }),
    funnel({ dimension: 'source', source: 'newsletter', campaign: markupCampaign, visitors: 1, requested: 1 }),
    funnel({ dimension: 'device', device_type: 'desktop', visitors: 3, requested: 2 }),
  ],
  exitPages: [
    { page_path: '/healthcare', exits: 2, visitors: 2, exit_rate: 1 },
    { page_path: '/', exits: 1, visitors: 1, exit_rate: 1 },
  ],
  days: [
    { day: '2026-03-08', visitors: 0, requests: 0 },
    { day: '2026-03-09', visitors: 3, requests: 2 },
  ],
  requestCount: { requests: 3, without_visit: 1 },
};

export const emptyInsights: Insights = {
  funnels: [],
  exitPages: [],
  days: [{ day: '2026-03-09', visitors: 0, requests: 0 }],
  requestCount: { requests: 0, without_visit: 0 },
};
