import { afterEach, describe, expect, it, rs } from '@rstest/core';
import type { PageMeta } from '@salesiq/shared-data/site/page-meta';
import { reportPageView } from '@salesiq/tracking/report';
import { flushForExit } from '@salesiq/tracking/tracker';
import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createBrowserHistory, HistoryRouter } from '@salesiq/routing';
import { RouteEffects } from './route-effects';

rs.mock('@salesiq/tracking/report', () => ({ reportPageView: rs.fn() }));
rs.mock('@salesiq/tracking/tracker', () => ({ flushForExit: rs.fn() }));

const metas: Record<string, PageMeta> = {
  '/': { title: 'Home | Studio', description: 'The home page.' },
  '/result': { title: 'Your result | Studio', description: 'A personal page.', noindex: true },
};
const metaFor = (pathname: string) => metas[pathname] ?? { title: 'Page not found | Studio', description: 'Missing.', noindex: true };

const head = (selector: string, attribute: string) => document.head.querySelector(selector)?.getAttribute(attribute);

/** RouteEffects under a router at `/`; the history drives it. */
function renderAtHome() {
  const history = createBrowserHistory({ v5Compat: true });
  history.replace('/');
  render(
    <HistoryRouter history={history}>
      <RouteEffects metaFor={metaFor} />
    </HistoryRouter>,
  );
  return history;
}

describe('RouteEffects', () => {
  afterEach(() => {
    cleanup();
    rs.mocked(reportPageView).mockClear();
    rs.mocked(flushForExit).mockClear();
  });

  it("sets the page's title and meta tags, then records the view, which carries that title", () => {
    const titlesAtView: string[] = [];
    rs.mocked(reportPageView).mockImplementation(() => titlesAtView.push(document.title));
    const history = renderAtHome();
    expect(document.title).toBe('Home | Studio');
    expect(head('meta[name="description"]', 'content')).toBe('The home page.');
    expect(head('meta[name="robots"]', 'content')).toBe('index, follow');
    expect(head('link[rel="canonical"]', 'href')).toBe('https://salesiqbotstudio.com/');
    expect(head('meta[property="og:url"]', 'content')).toBe('https://salesiqbotstudio.com/');

    act(() => history.push('/result'));
    expect(document.title).toBe('Your result | Studio');
    expect(head('meta[name="robots"]', 'content')).toBe('noindex, nofollow');
    expect(head('meta[property="og:title"]', 'content')).toBe('Your result | Studio');
    expect(head('link[rel="canonical"]', 'href')).toBe('https://salesiqbotstudio.com/result');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(titlesAtView).toEqual(['Home | Studio', 'Your result | Studio']);
    expect(rs.mocked(reportPageView).mock.calls).toEqual([[`${location.origin}/`], [`${location.origin}/result`]]);
  });

  it('records the view of an address shown whose page was still being rendered when the visitor left', () => {
    renderAtHome();
    // The address changes first; the router's render of its page has not come yet.
    window.history.pushState(null, '', '/result');
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(rs.mocked(reportPageView).mock.calls).toEqual([[`${location.origin}/`], [`${location.origin}/result`]]);
    expect(document.title).toBe('Your result | Studio');
    // Sent now, whether or not the tracker's own pagehide listener has run.
    expect(rs.mocked(flushForExit)).toHaveBeenCalledOnce();
    expect(rs.mocked(flushForExit).mock.invocationCallOrder[0]).toBeGreaterThan(rs.mocked(reportPageView).mock.invocationCallOrder[1] ?? Infinity);

    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(rs.mocked(reportPageView)).toHaveBeenCalledTimes(2);
    expect(rs.mocked(flushForExit)).toHaveBeenCalledOnce();
  });

  it('records each address shown once, though StrictMode runs its effect twice, and a return to an address again', () => {
    const history = createBrowserHistory({ v5Compat: true });
    history.replace('/');
    render(
      <StrictMode>
        <HistoryRouter history={history}>
          <RouteEffects metaFor={metaFor} />
        </HistoryRouter>
      </StrictMode>,
    );
    act(() => history.push('/result?from=home'));
    act(() => history.push('/'));
    expect(rs.mocked(reportPageView).mock.calls).toEqual([[`${location.origin}/`], [`${location.origin}/result?from=home`], [`${location.origin}/`]]);
  });
});
