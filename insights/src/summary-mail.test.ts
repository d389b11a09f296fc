import { describe, expect, it } from '@rstest/core';
import { summaryMail } from './summary-mail';
import { emptyInsights, markupCampaign, sampleInsights, samplePeriod } from './testing/sample-insights';

const route = { from: '"SalesIQ site" <notifier@example.com>', to: 'sales@example.com' };
const report = '<!doctype html><title>report</title>';

describe('summaryMail', () => {
  it('sends the headline figures and the leading pages and sources to the sales inbox, the report attached', () => {
    const mail = summaryMail(sampleInsights, samplePeriod, report, route);
    expect(mail).toMatchObject({ from: route.from, to: route.to });
    expect(mail.subject).toBe('Insights 3 Mar 2026, 00:00 to 10 Mar 2026, 00:00 (UTC): 3 requests, 3 visitors');
    expect(mail.text).toContain('Conversion rate: 66.7%');
    expect(mail.text).toContain('Requests: 3 (1 without a recorded visit)');
    expect(mail.text).toContain('  /healthcare · 1 · 2 · 50%');
    expect(mail.html).toContain('<th style="border:1px solid #cbd5e1;padding:4px 10px;text-align:left">Visitors who made a request</th>');
    expect(mail.attachments).toEqual([{ filename: 'insights-2026-03-10.html', content: report, contentType: 'text/html; charset=utf-8' }]);
    expect(mail.html).toContain('open insights-2026-03-10.html in a browser');
  });

  it('shows a campaign of markup as text in the HTML', () => {
    const { html, text } = summaryMail(sampleInsights, samplePeriod, report, route);
    expect(html).not.toContain(markupCampaign);
    expect(html).toContain('newsletter · &lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<img/i);
    expect(text).toContain(`newsletter · ${markupCampaign}`);
  });

  it('has no leader tables for a week without requests', () => {
    const mail = summaryMail(emptyInsights, samplePeriod, report, route);
    expect(mail.subject).toContain(': 0 requests, 0 visitors');
    expect(mail.html).not.toContain('brought the most requests');
    expect(mail.text).toContain('Visitors: 0');
  });
});
