import { createStore, Provider } from 'jotai';
import { prerender } from 'react-dom/static';
import { StaticRouter } from '@salesiq/routing';
import { contact } from '@salesiq/shared-data/contact';
import type { PageMeta } from '@salesiq/shared-data/site/page-meta';
import { renderedRoute, routeMeta } from '../app/route-table';
import { SiteRoot } from '../app/site-root';

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/**
 * The markup of the root element at `pathname`, once every lazy module and `use()` in it has
 * resolved (`frameOnly`: the frame with a placeholder where the page goes, for pages that
 * render from the visitor's session in the browser), the page's head data and public address, and
 * the route it is (`renderedRoute`).
 */
export async function renderPage(
  pathname: string,
  { frameOnly = false } = {},
): Promise<{ html: string; meta: PageMeta; url: string; route: string }> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    // A fresh store per page, so no page sees another's state. The browser uses jotai's default
    // store instead: a wrapper with one child moves no `useId`, so the trees still hydrate alike.
    <Provider store={createStore()}>
      <SiteRoot router={(app) => <StaticRouter location={pathname}>{app}</StaticRouter>} scrollOnFirstRender={false} frameOnly={frameOnly} />
    </Provider>,
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await readAll(prelude);
  if (errors.length > 0) throw new AggregateError(errors, `${pathname} could not be rendered`);
  // The public address, as in the sitemap and as the browser sets it (@salesiq/routing/route-effects).
  return { html, meta: routeMeta(pathname), url: `${contact.website}${pathname}`, route: renderedRoute(pathname) };
}
