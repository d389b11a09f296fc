import { describe, expect, it } from '@rstest/core';
import { readFileSync } from 'node:fs';
import {
  assemblePage,
  isPrerendered as isPrerenderedHtml,
  pageLoaderPath,
  prerenderedAttribute as scriptAttribute,
  rewriteOrigins,
  routeFile,
  routesFromSitemap,
  stylesheetUrls,
} from '../../../scripts/prerender-html.mjs';
import { siteRoutes } from '../app/route-table';
import { prerenderedAttribute } from './static-page';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
  <link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>SalesIQ Bot Studio</title><script defer src="/static/js/index.1.js"></script></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const snapshot = {
  title: 'Healthcare Chatbot Templates for SalesIQ | SalesIQ Bot Studio',
  headTags: [
    '<meta name="description" content="AI chatbot templates">',
    '<link rel="canonical" href="https://salesiqbotstudio.com/healthcare">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="stylesheet" href="http://localhost:41002/static/css/async/page.css">',
  ],
  rootHtml: '<main id="main"><h1>SalesIQ for Healthcare</h1><script type="application/ld+json">{}</script></main>',
};

describe('routesFromSitemap', () => {
  it('prerenders exactly the static, indexable routes of the route table', () => {
    const sitemap = readFileSync(new URL('../../public/sitemap.xml', import.meta.url), 'utf8');
    const routes = routesFromSitemap(sitemap);
    expect(routes).toHaveLength(22);
    expect(routes).toEqual(siteRoutes.filter((route) => !route.path.includes(':') && !route.meta.noindex).map((route) => route.path));
  });
});

describe('routeFile', () => {
  it.each([
    ['/', 'index.html'],
    ['/healthcare', 'healthcare/index.html'],
    ['/personalized-guide', 'personalized-guide/index.html'],
  ])('%s is written to %s', (route, file) => {
    expect(routeFile(route)).toBe(file);
  });

  it('refuses paths that leave the dist folder', () => {
    expect(() => routeFile('/../etc')).toThrow();
  });
});

describe('assemblePage', () => {
  const page = assemblePage(template, snapshot);

  it('fills the root with the rendered markup and marks it for the shell to take over', () => {
    expect(page).toContain(`<div id="root" data-prerendered=""><main id="main"><h1>SalesIQ for Healthcare</h1>`);
    expect(isPrerenderedHtml(page)).toBe(true);
    expect(isPrerenderedHtml(template)).toBe(false);
    expect(scriptAttribute).toBe(prerenderedAttribute);
  });

  it("uses the route's title and adds its meta, canonical and stylesheet tags to the head, once", () => {
    expect(page).toContain('<title>Healthcare Chatbot Templates for SalesIQ | SalesIQ Bot Studio</title>');
    expect(page).not.toContain('<title>SalesIQ Bot Studio</title>');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<meta name="description" content="AI chatbot templates">');
    expect(head).toContain('<link rel="canonical" href="https://salesiqbotstudio.com/healthcare">');
    expect(head).toContain('/static/css/async/page.css');
    expect(head.match(/favicon\.svg/g)).toHaveLength(1);
  });

  it('paints only once the whole page is parsed', () => {
    expect(page).toContain('<link rel="expect" href="#prerendered-page-end" blocking="render">');
    expect(page).toContain('<span id="prerendered-page-end" hidden></span></div>');
  });

  it("preloads the app's entry script and leaves starting it to the page loader", () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" as="script" href="/static/js/index.1.js"><script src="${pageLoaderPath}" data-app="/static/js/index.1.js"></script>`);
    expect(head).not.toContain('<script defer');
    expect(() => assemblePage(template.replace(/<script defer[^>]*><\/script>/, ''), snapshot)).toThrow(/entry script/);
  });

  it('keeps the structured data', () => {
    expect(page).toContain('<script type="application/ld+json">{}</script>');
  });

  it('escapes the title and keeps $ patterns in markup literally', () => {
    const odd = assemblePage(template, { ...snapshot, title: 'A <b> & $& title', rootHtml: '<p>$1 and $&</p>' });
    expect(odd).toContain('<title>A &lt;b&gt; &amp; $&amp; title</title>');
    expect(odd).toContain('<p>$1 and $&</p>');
  });

  it('refuses a page that is already prerendered or has no empty root', () => {
    expect(() => assemblePage(page, snapshot)).toThrow(/already/);
    expect(() => assemblePage(template.replace('<div id="root"></div>', ''), snapshot)).toThrow(/root/);
  });
});

describe('one stylesheet per page', () => {
  const headTags = [
    '<link rel="stylesheet" type="text/css" href="/static/css/async/shell.css">',
    '<link href="http://localhost:41001/static/css/async/page.css" rel="stylesheet" type="text/css">',
    '<link rel="stylesheet" type="text/css" href="http://localhost:41001/static/js/../../static/css/async/page.css">',
    '<meta name="description" content="AI chatbot templates">',
  ];

  it('reads each stylesheet the page links once, in document order', () => {
    expect(stylesheetUrls(headTags, 'http://localhost:40000/healthcare')).toEqual([
      'http://localhost:40000/static/css/async/shell.css',
      'http://localhost:41001/static/css/async/page.css',
    ]);
  });

  it("links the combined stylesheet and disables the page's own links, which the app's loaders then find", () => {
    const page = assemblePage(template, { ...snapshot, headTags, stylesheet: '/static/css/prerendered/abc.css' });
    const links = [...page.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((match) => match[0]);
    expect(links).toEqual([
      '<link rel="stylesheet" href="/static/css/prerendered/abc.css">',
      '<link rel="stylesheet" href="/static/css/async/shell.css" disabled>',
      '<link rel="stylesheet" href="http://localhost:41001/static/css/async/page.css" disabled>',
      '<link rel="stylesheet" href="http://localhost:41001/static/js/../../static/css/async/page.css" disabled>',
    ]);
    expect(page).toContain('<meta name="description" content="AI chatbot templates">');
  });
});

describe('rewriteOrigins', () => {
  it('points private origins at the public ones, without touching longer port numbers', () => {
    const text = 'http://localhost:4100/a.css http://localhost:41001/b.css';
    expect(rewriteOrigins(text, { 'http://localhost:4100': 'https://landing.example.com/' })).toBe(
      'https://landing.example.com/a.css http://localhost:41001/b.css',
    );
  });
});
