import type { Insights, InsightsPeriod } from '@salesiq/shared-data/staff/read-insights';
import { escapeHtml } from '@salesiq/notifier/escape-html';
import { oneLine } from '@salesiq/notifier/one-line';
import type { MailRoute } from '@salesiq/notifier/request-mail';
import type { OutgoingMail } from '@salesiq/notifier/smtp-sender';
import { originLabel } from './charts/source-chart';
import { formatCount, formatRate } from './format';
import { headlineFigures, siteFunnel } from './headline-figures';
import { type Cell, numeric } from './report/html-table';
import { periodText } from './report/report-html';

const topShown = 5;
const cellStyle = 'border:1px solid #cbd5e1;padding:4px 10px;text-align:left';

/** A table mail clients show as it is: inline styles, no classes, every value escaped. */
function mailTable(headers: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const cell = (value: Cell, tag: 'th' | 'td') =>
    typeof value === 'string'
      ? `<${tag} style="${cellStyle}">${escapeHtml(value)}</${tag}>`
      : `<${tag} style="${cellStyle};text-align:right">${escapeHtml(value.text)}</${tag}>`;
  return [
    '<table cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0 16px">',
    `<tr>${headers.map((header) => `<th style="${cellStyle};background:#f1f5f9">${escapeHtml(header)}</th>`).join('')}</tr>`,
    ...rows.map((row) => `<tr>${row.map((value, index) => cell(value, index === 0 ? 'th' : 'td')).join('')}</tr>`),
    '</table>',
  ].join('');
}

const cellText = (value: Cell) => (typeof value === 'string' ? value : value.text);
const textLines = (rows: readonly (readonly Cell[])[]) => rows.map((row) => `  ${row.map((value) => oneLine(cellText(value), 120)).join(' · ')}`);

/** The pages and sources that brought the most requests, as table rows. */
function leaders(insights: Insights) {
  const byRequests = (dimension: 'page' | 'source') =>
    insights.funnels
      .filter((row) => row.dimension === dimension && row.requests > 0)
      .toSorted((a, b) => b.requests - a.requests || b.visitors - a.visitors)
      .slice(0, topShown);
  const measures = (row: (typeof insights.funnels)[number]) => [numeric(formatCount(row.requests)), numeric(formatCount(row.visitors)), numeric(formatRate(row.conversion_rate))];
  return {
    pages: byRequests('page').map((row): Cell[] => [row.page_path ?? '', ...measures(row)]),
    sources: byRequests('source').map((row): Cell[] => [originLabel(row), ...measures(row)]),
  };
}

/** The file the report is attached as: `insights-2026-12-08.html`, named by the period's end. */
export function reportFileName(period: InsightsPeriod): string {
  return `insights-${period.until.toISOString().slice(0, 10)}.html`;
}

/**
 * The weekly summary for the sales inbox: the headline figures and the pages and sources that
 * brought the most requests, as e-mail-safe HTML tables and as plain text, with the full report
 * attached. Every value a visitor's browser sent is escaped in the HTML and kept to one line in the text.
 */
export function summaryMail(insights: Insights, period: InsightsPeriod, report: string, route: MailRoute): OutgoingMail {
  const site = siteFunnel(insights);
  const when = periodText(period);
  const subject = oneLine(`Insights ${when}: ${formatCount(insights.requestCount.requests)} requests, ${formatCount(site.visitors)} visitors`, 250);
  const figures = headlineFigures(insights);
  const { pages, sources } = leaders(insights);
  const leaderHeaders = ['Requests', 'Visitors', 'Conversion rate'];
  const attachment = reportFileName(period);
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#0f172a">',
    `<h1 style="font-size:18px">What converts: ${escapeHtml(when)}</h1>`,
    mailTable(['Figure', 'Value'], figures),
    pages.length > 0 ? `<h2 style="font-size:15px">Pages that brought the most requests</h2>${mailTable(['Page', ...leaderHeaders], pages)}` : '',
    sources.length > 0 ? `<h2 style="font-size:15px">Sources that brought the most requests</h2>${mailTable(['Source · campaign', ...leaderHeaders], sources)}` : '',
    `<p>The full report, with its charts, is attached: open ${escapeHtml(attachment)} in a browser.</p>`,
    '</body></html>',
  ].join('\n');
  const text = [
    `What converts: ${when}`,
    '',
    ...figures.map(([label, value]) => `${label}: ${value}`),
    ...(pages.length > 0 ? ['', 'Pages that brought the most requests (requests · visitors · conversion rate):', ...textLines(pages)] : []),
    ...(sources.length > 0 ? ['', 'Sources that brought the most requests (requests · visitors · conversion rate):', ...textLines(sources)] : []),
    '',
    `The full report, with its charts, is attached: open ${attachment} in a browser.`,
    '',
  ].join('\n');
  return {
    from: route.from,
    to: route.to,
    subject,
    text,
    html,
    attachments: [{ filename: attachment, content: report, contentType: 'text/html; charset=utf-8' }],
  };
}
