import { describe, expect, it } from '@rstest/core';
import { markdownReport, median, ratio } from '../../../scripts/benchmark-report.mjs';

type Scores = Parameters<typeof median>[0][number];
const run = (performance: number, lcp: number, tbt: number, cls = 0): Scores => ({ performance, lcp, tbt, cls, accessibility: 100, bestPractices: 100, seo: 100 });
const runs = (...samples: Scores[]) => ({ median: median(samples), samples });
const bytes = (js: number) => ({ js, css: 10240, jsFiles: 8, cssFiles: 1 });

describe('median', () => {
  it('takes each metric on its own: the middle run of an odd count, the mean of the two middle ones otherwise', () => {
    expect(median([run(90, 2000, 300), run(99, 1500, 10), run(95, 1800, 120)])).toMatchObject({ performance: 95, lcp: 1800, tbt: 120 });
    expect(median([run(90, 2000, 300), run(99, 1500, 10)])).toMatchObject({ performance: 94.5, lcp: 1750, tbt: 155 });
  });
});

describe('ratio', () => {
  it('is a ÷ b to two decimals, and n/a with nothing to divide by', () => {
    expect(ratio(1800, 1000)).toBe('1.80');
    expect(ratio(120, 0)).toBe('n/a');
    expect(ratio(undefined, 1000)).toBe('n/a');
    expect(ratio(1000, undefined)).toBe('n/a');
  });
});

type Result = Parameters<typeof markdownReport>[0];
type Route = Result['routes'][number];
/** One mobile benchmark of three runs a route. */
const reportOf = (routes: Route[], compared: string[] = []) =>
  markdownReport({ date: '2026-12-07T09:00:00.000Z', quick: false, runs: 3, modes: ['mobile'], compared, routes });
/** A route's first-visit gzip JS of both builds, in KB, and its mobile runs of each variant. */
const routeOf = (path: string, jsKb: Record<'federated' | 'monolithic', number>, mobile: Route['lighthouse']['mobile']): Route => ({
  path,
  bytes: { federated: bytes(jsKb.federated * 1024), monolithic: bytes(jsKb.monolithic * 1024) },
  lighthouse: { mobile },
});

describe('markdownReport', () => {
  const report = reportOf([
    routeOf('/healthcare', { federated: 170, monolithic: 130 }, {
      federated: runs(run(97, 2000, 90), run(95, 2200, 250), run(98, 1900, 40)),
      monolithic: runs(run(99, 1600, 30), run(98, 1700, 60), run(99, 1500, 20)),
      scriptFree: runs(run(100, 1000, 0), run(100, 1100, 0), run(100, 900, 0)),
    }),
    routeOf('/salesiq-guide/healthcare/bright-clinic', { federated: 160, monolithic: 125 }, { federated: runs(run(96, 2400, 0)), monolithic: runs(run(98, 2000, 0)) }),
  ]);
  const row = (path: string, table = 0) => report.split('\n\n').filter((part) => part.startsWith('|'))[table]?.split('\n').find((line) => line.startsWith(`| \`${path}\``));

  it("prints each variant's medians, LCP as ratios to both baselines, TBT to the monolithic and the worst runs", () => {
    expect(report).toContain('median of 3 interleaved runs');
    expect(row('/healthcare')).toBe('| `/healthcare` | 97 / 99 / 100 | 2000 / 1600 / 1000 | 1.25 | 2.00 | 90 / 30 / 0 | 3.00 | 250 / 60 | 0 / 0 / 0 |');
  });

  it('gives result pages no script-free figures and no TBT ratio to a monolithic 0', () => {
    expect(row('/salesiq-guide/healthcare/bright-clinic')).toBe('| `/salesiq-guide/healthcare/bright-clinic` | 96 / 98 / – | 2400 / 2000 / – | 1.20 | n/a | 0 / 0 / – | n/a | 0 / 0 | 0 / 0 / – |');
  });

  it("prints the first visit's gzip JS of both builds and their ratio", () => {
    expect(row('/healthcare', 1)).toBe('| `/healthcare` | 170.0 | 130.0 | 1.31 | 10.0 |');
    expect(row('/salesiq-guide/healthcare/bright-clinic', 1)).toBe('| `/salesiq-guide/healthcare/bright-clinic` | 160.0 | 125.0 | 1.28 | 10.0 |');
  });

  it("adds a table of compared builds only when there are some: each one's medians and their difference to the federated", () => {
    expect(report).not.toContain('Compared builds');
    const withTweak = reportOf(
      [
        routeOf('/', { federated: 160, monolithic: 124 }, {
          federated: runs(run(97, 2000, 90), run(95, 2200, 150), run(98, 1900, 40)),
          hint: runs(run(98, 1950, 70), run(96, 2100, 210), run(98, 1900, 60)),
        }),
      ],
      ['hint'],
    );
    expect(withTweak).toContain('**Compared builds**, mobile, median of 3 runs');
    expect(withTweak).toContain('| `/` | hint | 1950 | -50 | 70 | -20 | 210 | 98 |');
  });
});
