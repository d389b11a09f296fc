import { describe, expect, it } from '@rstest/core';
import { findRoute, renderedRoute, siteRoutes } from './route-table';

describe('route table', () => {
  it('has the home, guide, result and twenty industry routes of the spec', () => {
    expect(siteRoutes).toHaveLength(24);
    expect(siteRoutes.filter((route) => route.page === 'industry')).toHaveLength(20);
  });

  it.each([
    ['/', 'home'],
    ['/personalized-guide', 'guide-form'],
    ['/salesiq-guide/healthcare/acme-clinic', 'guide-result'],
    ['/generate-bot-script/retail/shop-co', 'script'],
    ['/food-beverage', 'industry'],
    ['/real-estate', 'industry'],
  ])('maps %s to the %s page', (pathname, page) => {
    expect(findRoute(pathname)?.page).toBe(page);
  });

  it('knows no other paths', () => {
    expect(findRoute('/pricing')).toBeUndefined();
    expect(findRoute('/salesiq-guide/healthcare')).toBeUndefined();
    expect(findRoute('/Healthcare')).toBeUndefined();
  });

  it('names the route rendered at a path by its pattern, or * for the not-found page', () => {
    expect(renderedRoute('/healthcare')).toBe('/healthcare');
    expect(renderedRoute('/generate-bot-script/retail/shop-co')).toBe('/generate-bot-script/:industry/:companySlug');
    expect(renderedRoute('/pricing')).toBe('*');
  });

  it('gives every route a distinct title and keeps personal result pages out of search', () => {
    const titles = siteRoutes.map((route) => route.meta.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(siteRoutes.filter((route) => route.meta.noindex).map((route) => route.page)).toEqual(['guide-result', 'script']);
  });
});
