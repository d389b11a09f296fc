import { describe, expect, it } from '@rstest/core';
import { readFileSync } from 'node:fs';
import { assemblePage, exposeAssets, isPageTemplate, remoteOnlySharedScripts, routeFile, routesFromSitemap } from '../../../scripts/page-html.mjs';
import { headScript } from '../hydration/head-script.mjs';
import { siteRoutes } from '../app/route-table';

/** The shell's page as the bundler writes it. */
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
  <link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>SalesIQ Bot Studio</title><script defer src="/static/js/index.1.js"></script></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const healthcare = {
  title: 'Healthcare Chatbot Templates | SalesIQ & <Bot> Studio',
  description: 'AI chatbot templates for "clinics" & practices',
  url: 'https://salesiqbotstudio.com/healthcare',
  rootHtml: '<main id="main"><h1>SalesIQ for Healthcare</h1></main>',
  stylesheets: [
    { href: '/static/css/async/shared-workspace.css' },
    { href: 'http://localhost:41002/static/css/async/page.css', loaderHref: 'http://localhost:41002/static/js/../../static/css/async/page.css' },
  ],
  scripts: ['http://localhost:41002/remoteEntry.js', 'http://localhost:41002/static/js/async/industry-page.js'],
  record: { remotes: { industries: 'build-</script><script>alert(1)</script>' } },
};

const inert = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

/** A page's head and body as fragments that load nothing (a parsed page would fetch its links). */
function parse(html: string) {
  const [head = '', body = ''] = html.split('</head>');
  return { head: inert(head.slice(head.indexOf('<head>') + '<head>'.length)), body: inert(body) };
}

const attributes = (part: DocumentFragment, selector: string, name: string) =>
  [...part.querySelectorAll(selector)].map((element) => element.getAttribute(name));

describe('routesFromSitemap', () => {
  it('renders exactly the static, indexable routes of the route table', () => {
    const sitemap = readFileSync(new URL('../../public/sitemap.xml', import.meta.url), 'utf8');
    const routes = routesFromSitemap(sitemap);
    expect(routes).toHaveLength(22);
    expect(routes).toEqual(siteRoutes.filter((route) => !route.path.includes(':') && !route.meta.noindex).map((route) => route.path));
  });

  it('reads the path of each address, whitespace around it aside', () => {
    const sitemap = '<urlset><url><loc>\n  https://example.com/\n</loc></url><url><loc>https://example.com/travel</loc></url></urlset>';
    expect(routesFromSitemap(sitemap)).toEqual(['/', '/travel']);
  });
});

describe('routeFile', () => {
  it.each([
    ['/', 'index.html'],
    ['/healthcare', 'healthcare/index.html'],
    ['/personalized-guide/', 'personalized-guide/index.html'],
  ])('%s is written to %s', (route, file) => {
    expect(routeFile(route)).toBe(file);
  });

  it('refuses paths that leave the dist folder', () => {
    expect(() => routeFile('/../etc')).toThrow('Not a route');
    expect(() => routeFile('/healthcare/./x')).toThrow('Not a route');
  });
});

describe('isPageTemplate', () => {
  it("tells the bundler's page (an empty root) from a rendered one", () => {
    expect(isPageTemplate(template)).toBe(true);
    expect(isPageTemplate(assemblePage(template, healthcare))).toBe(false);
  });
});

describe('exposeAssets', () => {
  const manifest = {
    metaData: { buildInfo: { buildVersion: 'industries@abc' }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        name: 'industry-page',
        assets: {
          js: { sync: ['static/js/async/industry-page.js'], async: ['static/js/async/industry-healthcare.js'] },
          css: {
            sync: ['static/css/async/__federation_expose_industry_page.css'],
            async: ['static/css/async/widgets.css', 'static/css/async/__federation_expose_script_page.css', 'static/css/async/global.css'],
          },
        },
      },
    ],
    shared: [
      { name: '@salesiq/ui/global.css', assets: { js: { sync: [], async: [] }, css: { sync: ['static/css/async/global.css'], async: [] } } },
    ],
  };

  it("links the module's stylesheets, not other modules' nor its copies of shared modules, and preloads the remote entry and the module's own chunks, on the remote's origin", () => {
    expect(exposeAssets(manifest, 'industry-page', 'https://industries.example/')).toEqual({
      stylesheets: [
        { href: 'https://industries.example/static/css/async/__federation_expose_industry_page.css', loaderHref: 'https://industries.example/static/css/async/__federation_expose_industry_page.css' },
        { href: 'https://industries.example/static/css/async/widgets.css', loaderHref: 'https://industries.example/static/css/async/widgets.css' },
      ],
      scripts: ['https://industries.example/remoteEntry.js', 'https://industries.example/static/js/async/industry-page.js'],
    });
  });

  it("writes a stylesheet's address as the remote's code does, from its entry's folder", () => {
    const nested = { ...manifest, metaData: { ...manifest.metaData, remoteEntry: { name: 'static/js/industries.js', path: '' } } };
    expect(exposeAssets(nested, 'industry-page', 'https://industries.example').stylesheets[0]).toEqual({
      href: 'https://industries.example/static/css/async/__federation_expose_industry_page.css',
      loaderHref: 'https://industries.example/static/js/../../static/css/async/__federation_expose_industry_page.css',
    });
  });

  it('puts the remote entry where the manifest says it is', () => {
    const nested = { ...manifest, metaData: { ...manifest.metaData, remoteEntry: { name: 'remoteEntry.js', path: 'federation/' } } };
    expect(exposeAssets(nested, 'industry-page', 'https://industries.example').scripts[0]).toBe('https://industries.example/federation/remoteEntry.js');
  });

  it('throws for a module the remote does not expose', () => {
    expect(() => exposeAssets(manifest, 'home-page', 'https://industries.example')).toThrow('no exposed module "home-page"');
  });
});

describe('remoteOnlySharedScripts', () => {
  const js = (...sync: string[]) => ({ js: { sync, async: [] }, css: { sync: [], async: [] } });
  const manifest = {
    metaData: { buildInfo: { buildVersion: 'generator@abc' }, remoteEntry: { name: 'static/js/generator.js', path: '' } },
    exposes: [],
    shared: [
      { name: 'react', assets: js('static/js/async/react.js') },
      { name: 'jotai', assets: js('static/js/async/lib-jotai.js') },
      { name: 'jotai/react', assets: js('static/js/async/lib-jotai.js') },
      { name: '@salesiq/shared-data/session/bot-generator-data', assets: js('static/js/async/w.js') },
    ],
  };

  it("preloads, once each, the chunks of the remote's copies of what the shell does not share, on the remote's origin", () => {
    expect(remoteOnlySharedScripts(manifest, new Set(['react', 'react-dom']), 'https://generator.example/')).toEqual([
      'https://generator.example/static/js/async/lib-jotai.js',
      'https://generator.example/static/js/async/w.js',
    ]);
  });

  it('preloads nothing when the shell shares everything the remote does', () => {
    const everything = new Set(manifest.shared.map(({ name }) => name));
    expect(remoteOnlySharedScripts(manifest, everything, 'https://generator.example')).toEqual([]);
  });
});

describe('assemblePage', () => {
  const html = assemblePage(template, healthcare);
  const page = parse(html);

  it("uses the page's title, escaped, in place of the template's", () => {
    expect(html).toContain('<title>Healthcare Chatbot Templates | SalesIQ &amp; &lt;Bot&gt; Studio</title>');
    expect(html).not.toContain('<title>SalesIQ Bot Studio</title>');
    expect(page.head.querySelector('title')?.textContent).toBe(healthcare.title);
  });

  it('adds the description, robots, Open Graph and canonical tags to the head', () => {
    const content = (selector: string) => page.head.querySelector(selector)?.getAttribute('content');
    expect(content('meta[name="description"]')).toBe(healthcare.description);
    expect(content('meta[name="robots"]')).toBe('index, follow');
    expect(content('meta[property="og:title"]')).toBe(healthcare.title);
    expect(content('meta[property="og:description"]')).toBe(healthcare.description);
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(content('meta[property="og:url"]')).toBe(healthcare.url);
    expect(attributes(page.head, 'link[rel="canonical"]', 'href')).toEqual([healthcare.url]);
    expect(html).toContain('content="AI chatbot templates for &quot;clinics&quot; &amp; practices"');
  });

  it('keeps a page without an address out of search results when asked, with no canonical link', () => {
    const notFound = parse(assemblePage(template, { title: 'Page not found', description: 'No such page', noindex: true, rootHtml: '' }));
    expect(notFound.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(notFound.head.querySelector('link[rel="canonical"], meta[property="og:url"]')).toBeNull();
    expect(notFound.head.getElementById('server-render')).toBeNull();
  });

  it('links the stylesheets in the order they apply and preloads the scripts', () => {
    expect(attributes(page.head, 'link[rel="stylesheet"]', 'href')).toEqual(healthcare.stylesheets.map(({ href }) => href));
    expect(attributes(page.head, 'link[rel="preload"][as="script"]', 'href')).toEqual(healthcare.scripts);
    expect(attributes(page.head, 'link[rel="preload"]', 'fetchpriority')).toEqual(healthcare.scripts.map(() => null));
  });

  it("preloads what the page's code fetches as it fetches it: in CORS mode", () => {
    const frame = parse(assemblePage(template, { ...healthcare, fetches: ['/remotes.json'] }));
    const link = frame.head.querySelector('link[as="fetch"]');
    expect([link?.getAttribute('rel'), link?.getAttribute('href'), link?.getAttribute('crossorigin')]).toEqual(['preload', '/remotes.json', 'anonymous']);
  });

  it('preloads at low priority where asked, so the scripts never compete with the stylesheet', () => {
    const painted = parse(assemblePage(template, { ...healthcare, preloadPriority: 'low' }));
    expect(attributes(painted.head, 'link[rel="preload"]', 'fetchpriority')).toEqual(healthcare.scripts.map(() => 'low'));
  });

  it('records the render for the shell as JSON no value can close the script of', () => {
    const record = page.head.getElementById('server-render');
    expect(record?.getAttribute('type')).toBe('application/json');
    expect(record?.textContent).not.toContain('<');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(JSON.parse(record?.textContent ?? '')).toEqual(healthcare.record);
  });

  it("fills the root with the server's markup and keeps the shell's own scripts", () => {
    expect(html).toContain(`<div id="root">${healthcare.rootHtml}</div>`);
    expect(page.body.getElementById('root')?.innerHTML).toBe(healthcare.rootHtml);
    expect(attributes(page.head, 'script[src]', 'src')).toEqual(['/static/js/index.1.js']);
  });

  it('runs one inline script, the one that holds early presses, ahead of every stylesheet (which would hold it back)', () => {
    const inline = [...page.head.querySelectorAll('script:not([src]):not([type])')];
    expect(inline.map((script) => script.textContent)).toEqual([headScript]);
    const order = [...page.head.querySelectorAll('script:not([src]):not([type]), link[rel="stylesheet"]')];
    expect(order[0]).toBe(inline[0]);
    expect(headScript).not.toMatch(/<\/script|<!--/i);
  });

  it('inserts markup as it is, even where it holds replacement patterns', () => {
    const markup = '<p>Costs $& and $1</p>';
    expect(assemblePage(template, { ...healthcare, title: 'Plans $&', rootHtml: markup })).toContain(`<div id="root">${markup}</div>`);
  });

  it('refuses a template without exactly one empty root, or without a title', () => {
    expect(() => assemblePage(html, healthcare)).toThrow('exactly one <div id="root"></div>');
    expect(() => assemblePage(template.replace('</body>', '<div id="root"></div></body>'), healthcare)).toThrow('exactly one');
    expect(() => assemblePage(template.replace(/<title>[^<]*<\/title>/, ''), healthcare)).toThrow('no <title>');
  });
});

describe('assemblePage with a combined stylesheet', () => {
  const page = parse(assemblePage(template, { ...healthcare, stylesheet: '/static/css/pages/0123456789.css' }));

  it('links only the combined stylesheet and names the others by the addresses their loaders look for', () => {
    expect(attributes(page.head, 'link[rel="stylesheet"]', 'href')).toEqual(['/static/css/pages/0123456789.css']);
    expect(attributes(page.head, 'style', 'data-href')).toEqual([
      '/static/css/async/shared-workspace.css',
      'http://localhost:41002/static/js/../../static/css/async/page.css',
    ]);
    expect([...page.head.querySelectorAll('style')].every((style) => style.textContent === '')).toBe(true);
  });
});
