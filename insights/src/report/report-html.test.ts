import { describe, expect, it } from '@rstest/core';
import { emptyInsights, markupCampaign, sampleInsights, samplePeriod } from '../testing/sample-insights';
import { reportHtml } from './report-html';

const generatedAt = new Date('2026-03-10T08:00:00Z');

/** The elements a browser would make of the HTML, by tag name, outside the inline SVG's text. */
const tags = (html: string) => [...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map(([, tag]) => tag?.toLowerCase());

describe('reportHtml', () => {
  it('shows the headline figures, a funnel per industry page, requests by source and per day, with their tables', async () => {
    const html = await reportHtml(sampleInsights, samplePeriod, generatedAt);
    expect(html).toContain('<h1>What converts</h1>');
    expect(html).toContain('3 Mar 2026, 00:00 to 10 Mar 2026, 00:00 (UTC)');
    expect(html).toContain('<th scope="row">Requests</th><td>3 (1 without a recorded visit)</td>');
    expect(html).toContain('<figcaption>Healthcare (/healthcare)</figcaption>');
    expect(html).toContain('<figcaption>Requests by source and campaign</figcaption>');
    expect(html).toContain('<figcaption>Requests per day (UTC)</figcaption>');
    expect(html).toContain('aria-label="Funnel of /healthcare: Visitors 2 (100%), Engaged 1 (50%), Started a form 1 (50%), Made a request 1 (50%)."');
    // The home page is no industry page: it is in the table of every page, with no funnel chart of its own.
    expect(html).not.toContain('<figcaption>/ (/)</figcaption>');
    expect(html).toMatch(/<th scope="row">\/<\/th>/);
  });

  it('gives every chart a visible title and a text alternative, beside its table', async () => {
    const html = await reportHtml(sampleInsights, samplePeriod, generatedAt);
    const figures = html.split('<figure>').slice(1);
    expect(figures).toHaveLength(3);
    for (const figure of figures) {
      expect(figure).toMatch(/^\s*<figcaption>[^<]+<\/figcaption>\s*<div class="chart" role="img" aria-label="[^"]+"><svg aria-hidden="true" /);
      expect(figure).toContain('<table>');
    }
  });

  it('prints what a visitor’s browser sent as text: a campaign or page of markup makes no element', async () => {
    const html = await reportHtml(sampleInsights, samplePeriod, generatedAt);
    expect(tags(html)).not.toContain('img');
    expect(tags(html)).not.toContain('b');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('/&lt;b&gt;typed&lt;/b&gt;');
    expect(html).not.toContain(markupCampaign);
  });

  it('needs nothing outside the file: no script, no address to load, a policy that forbids both', async () => {
    const html = await reportHtml(sampleInsights, samplePeriod, generatedAt);
    expect(tags(html)).not.toContain('script');
    expect(tags(html)).not.toContain('link');
    const addresses = [...html.matchAll(/(?:https?:)?\/\/[\w.-]+\.[a-z]{2,}[^\s"'<>)]*/g)].map(([address]) => address);
    expect(new Set(addresses)).toEqual(new Set(['http://www.w3.org/2000/svg', 'http://www.w3.org/1999/xlink']));
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'`);
  });

  it('says so for a period with no data instead of drawing empty axes', async () => {
    const html = await reportHtml(emptyInsights, samplePeriod, generatedAt);
    expect(html).toContain('<p>No visits and no requests were recorded from 3 Mar 2026, 00:00 to 10 Mar 2026, 00:00 (UTC).</p>');
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('<figure');
  });

  it('says so when visitors came but nobody made a request, and draws no empty chart for it', async () => {
    const browsing = sampleInsights.funnels.map((row) => ({ ...row, requested: 0, requests: 0, conversion_rate: 0, median_minutes_to_request: null }));
    const html = await reportHtml({ ...sampleInsights, funnels: browsing, days: emptyInsights.days, requestCount: emptyInsights.requestCount }, samplePeriod, generatedAt);
    expect(html).toContain('<p>No visitor made a request in this period.</p>');
    expect(html).toContain('<p>No requests in this period.</p>');
    expect(html.match(/<figure>/g)).toHaveLength(1);
  });
});
