import { describe, expect, it } from '@rstest/core';
import { parseInsightsArguments } from './insights-arguments';

const now = new Date('2026-12-08T09:00:00Z');

describe('parseInsightsArguments', () => {
  it('reports the last 7 days to insights-report.html by default', () => {
    expect(parseInsightsArguments([], now)).toEqual({ since: new Date('2026-12-01T09:00:00Z'), until: now, email: false });
  });

  it('takes a relative or dated --since, --out and --email', () => {
    expect(parseInsightsArguments(['--since', '30d', '--out', 'week.html', '--email'], now)).toEqual({
      since: new Date('2026-11-08T09:00:00Z'),
      until: now,
      out: 'week.html',
      email: true,
    });
    expect(parseInsightsArguments(['--since', '2026-12-01'], now).since).toEqual(new Date('2026-12-01T00:00:00Z'));
    expect(parseInsightsArguments(['--since', '2026-11-23', '--until', '2026-11-30'], now)).toMatchObject({
      since: new Date('2026-11-23T00:00:00Z'),
      until: new Date('2026-11-30T00:00:00Z'),
    });
  });

  it('refuses an unknown option, a missing value and a start that is not in the past', () => {
    expect(() => parseInsightsArguments(['--to', 'x'], now)).toThrow('Unknown option --to');
    expect(() => parseInsightsArguments(['--until', 'Monday'], now)).toThrow('--until takes a date');
    expect(() => parseInsightsArguments(['--out'], now)).toThrow('--out needs a value');
    expect(() => parseInsightsArguments(['--since', 'last week'], now)).toThrow('--since takes 7d');
    expect(() => parseInsightsArguments(['--since', '2027-01-01'], now)).toThrow('--since must lie before --until');
  });
});
