// The shell's own pages that the render step writes (scripts/render-pages.mjs) and the site's
// server answers for paths without a page of their own (scripts/serve-site.mjs).
import { notFoundFile } from './static-server.mjs';

/** The bundler's page, which render-pages.mjs keeps beside the rendered ones: every later render starts from it. */
export const templateFile = 'page-template.html';

/**
 * The first segment of each result page's address (`/salesiq-guide/{industry}/{company}`), as in
 * shared-data/src/site/addresses.ts; each kind is served the frame page of that name.
 */
export const resultPageKinds = ['salesiq-guide', 'generate-bot-script'];

/** @param {string} kind one of `resultPageKinds` */
export const resultFrameFile = (kind) => `${kind}.html`;

/**
 * The shell's pages that answer other paths and have no address of their own: `/salesiq-guide`
 * or `/404.html` is no page of the site.
 */
export const shellInternalFiles = [...resultPageKinds.map(resultFrameFile), notFoundFile, templateFile];

/**
 * The shell's pages for routes without a rendered page of their own (scripts/render-pages.mjs):
 * a result page's frame for its kind (`/salesiq-guide/{industry}/{company}` →
 * `salesiq-guide.html`), else the not-found page (so `/salesiq-guide/healthcare` is answered 404,
 * as the page itself then says); `index.html` before the render step has run.
 * @param {string} pathname
 */
export function shellFallbacks(pathname) {
  const [kind = '', ...rest] = pathname.split('/').slice(1);
  const isResultPage = resultPageKinds.includes(kind) && rest.length === 2 && rest.every((segment) => segment !== '');
  return [...(isResultPage ? [resultFrameFile(kind)] : []), notFoundFile, 'index.html'];
}
