// The benchmark's floor (docs/performance.md): a rendered page with the same HTML and CSS and
// none of its code, so what the page's scripts cost can be read against what it cannot go below.
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { routeFile } from './page-html.mjs';

/**
 * An attribute's value in one start tag (quoted or not), lowercased, or '' when it has none.
 * @param {string} tag
 * @param {string} name
 */
function attribute(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').toLowerCase();
}

/** @param {string} tag a `<link>` start tag */
function preloadsScript(tag) {
  const rel = attribute(tag, 'rel').split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && attribute(tag, 'as') === 'script');
}

/**
 * `html` without any `<script>` element (inline, external or data) and without any script
 * preload (`<link rel="modulepreload">`, `<link rel="preload" as="script">`).
 * @param {string} html
 */
export function withoutScripts(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '').replace(/<link\b[^>]*>/gi, (tag) => (preloadsScript(tag) ? '' : tag));
}

/**
 * A copy of the shell's built site in `to`, with each of `routes`' pages stripped of its scripts:
 * its stylesheets, fonts and images stay where the pages link them.
 * @param {{ from: string, to: string, routes: string[] }} folders `from`: the shell's rendered `dist/`
 */
export async function writeScriptFreeSite({ from, to, routes }) {
  await rm(to, { recursive: true, force: true });
  await cp(from, to, { recursive: true });
  for (const route of routes) {
    const file = routeFile(route);
    await writeFile(join(to, file), withoutScripts(await readFile(join(from, file), 'utf8')));
  }
}
