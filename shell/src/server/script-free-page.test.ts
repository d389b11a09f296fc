import { describe, expect, it } from '@rstest/core';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assemblePage } from '../../../scripts/page-html.mjs';
import { withoutScripts, writeScriptFreeSite } from '../../../scripts/script-free-page.mjs';

/** The shell's page as the bundler writes it, rendered as the render step does. */
const page = assemblePage(
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>SalesIQ</title><script defer src="/static/js/index.1.js"></script>` +
    `<link rel="modulepreload" href="/static/js/lib-react.js"></head><body><div id="root"></div></body></html>`,
  {
    title: 'Healthcare',
    description: 'Templates',
    rootHtml: '<main><h1>SalesIQ for Healthcare</h1><p>A script is code.</p></main>',
    stylesheet: '/static/css/pages/0123456789.css',
    stylesheets: [{ href: 'http://localhost:3002/static/css/page.css' }],
    scripts: ['http://localhost:3002/remoteEntry.js'],
    fetches: ['/remotes.json'],
    record: { remotes: { industries: 'build-1' } },
  },
);

describe('withoutScripts', () => {
  it('strips every script, inline, external and data, and every script preload', () => {
    expect(page).toMatch(/<script[\s\S]*modulepreload[\s\S]*as="script"[\s\S]*id="server-render"/);
    const stripped = withoutScripts(page);
    expect(stripped).not.toMatch(/<script|modulepreload|as="script"/i);
  });

  it('keeps the markup, the stylesheets and the other preloads as they were', () => {
    const stripped = withoutScripts(page);
    expect(stripped).toContain('<div id="root"><main><h1>SalesIQ for Healthcare</h1><p>A script is code.</p></main></div>');
    expect(stripped).toContain('<link rel="stylesheet" href="/static/css/pages/0123456789.css">');
    expect(stripped).toContain('<style data-href="http://localhost:3002/static/css/page.css"></style>');
    expect(stripped).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes.json">');
    expect(stripped).toContain('<title>Healthcare</title>');
  });

  it('reads rel and as however they are written', () => {
    const links = [
      "<link href='/a.js' rel='modulepreload'>",
      '<link rel=preload as=script href=/b.js>',
      '<LINK REL="Preload" AS="Script" HREF="/c.js">',
      '<link rel="preload" as="style" href="/d.css">',
      '<link rel="preload" as="font" href="/e.woff2" crossorigin>',
      '<link rel="icon" href="/favicon.svg">',
    ];
    expect(withoutScripts(links.join(''))).toBe(links.slice(3).join(''));
  });
});

describe('writeScriptFreeSite', () => {
  it("copies the shell's site and strips the scripts of the routes' pages only", async () => {
    const folder = await mkdtemp(join(tmpdir(), 'script-free-'));
    try {
      const from = join(folder, 'dist');
      await mkdir(join(from, 'healthcare'), { recursive: true });
      await writeFile(join(from, 'index.html'), page);
      await writeFile(join(from, 'healthcare/index.html'), page);
      await writeFile(join(from, 'app.js'), 'console.log(1)');
      const to = join(folder, 'dist-script-free');
      await writeScriptFreeSite({ from, to, routes: ['/healthcare'] });
      expect(await readFile(join(to, 'healthcare/index.html'), 'utf8')).toBe(withoutScripts(page));
      expect(await readFile(join(to, 'index.html'), 'utf8')).toBe(page);
      expect(await readFile(join(to, 'app.js'), 'utf8')).toBe('console.log(1)');
      expect(await readFile(join(from, 'healthcare/index.html'), 'utf8')).toBe(page);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
