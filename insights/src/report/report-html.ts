import type { Insights, InsightsPeriod } from '@salesiq/shared-data/staff/read-insights';
import { escapeHtml } from '@salesiq/notifier/escape-html';
import { formatMoment } from '../format';
import { hasData, headlineFigures } from '../headline-figures';
import { daySection } from './day-section';
import { definitionsSection } from './definitions-section';
import { deviceSection } from './device-section';
import { exitSection } from './exit-section';
import { htmlTable } from './html-table';
import { pageSection } from './page-section';
import { reportStyles } from './report-styles';
import { sourceSection } from './source-section';

/** Nothing may load or run: styles are inline, charts are inline SVG, and there is no script. */
const contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

/** `10 Mar 2026, 10:00 to 10 Mar 2026, 13:00 (Australia/Melbourne)`. */
export function periodText({ since, until, timeZone }: InsightsPeriod): string {
  return `${formatMoment(since, timeZone)} to ${formatMoment(until, timeZone)} (${timeZone})`;
}

async function sections(insights: Insights, period: InsightsPeriod): Promise<string[]> {
  if (!hasData(insights)) return [`<p>No visits and no requests were recorded from ${escapeHtml(periodText(period))}.</p>`];
  return [
    '<section aria-labelledby="headline"><h2 id="headline">Headline figures</h2>',
    htmlTable(['Figure', 'Value'], headlineFigures(insights)),
    '</section>',
    await pageSection(insights.funnels),
    await sourceSection(insights.funnels),
    await daySection(insights.days, period.timeZone),
    deviceSection(insights.funnels),
    exitSection(insights.exitPages),
  ];
}

/**
 * The insights report of a period as one self-contained HTML file: inline CSS and SVG charts, no
 * script and no address outside the file, so it opens anywhere without a network. Every value a
 * visitor's browser sent (pages, sources, campaigns) is escaped, in the tables and in the charts.
 */
export async function reportHtml(insights: Insights, period: InsightsPeriod, generatedAt: Date): Promise<string> {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>What converts: ${escapeHtml(periodText(period))}</title>
<style>${reportStyles}</style>
</head>
<body>
<main>
<h1>What converts</h1>
<p class="period">${escapeHtml(periodText(period))}. Made ${escapeHtml(formatMoment(generatedAt, period.timeZone))} from the site's own records.</p>
${(await sections(insights, period)).join('\n')}
${definitionsSection}
</main>
</body>
</html>
`;
}
