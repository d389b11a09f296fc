import { describe, expect, it } from '@rstest/core';
import { readFileSync } from 'node:fs';
import { contact } from '@salesiq/shared-data/contact';
import { siteRoutes } from './route-table';

const publicFile = (name: string) => readFileSync(new URL(`../../public/${name}`, import.meta.url), 'utf8');

describe('sitemap.xml', () => {
  it('lists exactly the 22 static routes of the route table, on the public site origin', () => {
    const listed = [...publicFile('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const staticRoutes = siteRoutes.filter((route) => !route.path.includes(':') && !route.meta.noindex);
    expect(staticRoutes).toHaveLength(22);
    expect(listed).toEqual(staticRoutes.map((route) => `${contact.website}${route.path}`));
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps the personal result pages out and names the sitemap', () => {
    const lines = publicFile('robots.txt').split('\n');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /salesiq-guide/');
    expect(lines).toContain('Disallow: /generate-bot-script/');
    expect(lines).toContain(`Sitemap: ${contact.website}/sitemap.xml`);
  });
});
