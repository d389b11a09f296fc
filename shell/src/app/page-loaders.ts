import { loadRemote } from '@module-federation/enhanced/runtime';
import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { guideFormAddress, guideResultSegment, scriptPageSegment } from '@salesiq/shared-data/site/addresses';
import type { PageKind } from './route-table';

export const pageLoaders = {
  home: () => loadRemote<typeof import('landing/home-page')>('landing/home-page'),
  industry: () => loadRemote<typeof import('industries/industry-page')>('industries/industry-page'),
  'guide-form': () => loadRemote<typeof import('guide/guide-form-page')>('guide/guide-form-page'),
  'guide-result': () => loadRemote<typeof import('guide/guide-result-page')>('guide/guide-result-page'),
  script: () => loadRemote<typeof import('generator/script-page')>('generator/script-page'),
} satisfies Record<PageKind, () => Promise<unknown>>;

/** The props of an industry page (an unknown industry shows healthcare's, SPEC §2). */
export const industryPageProps = (industry: IndustryKey | undefined) => ({ industryKey: industry ?? 'healthcare' });

/**
 * The kind of page a path shows, told from its shape alone, before the route table (which needs
 * the shared industry catalogue) is loaded. Any single segment counts as an industry.
 */
export function pageKindByShape(pathname: string): PageKind | undefined {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  if (first === undefined) return 'home';
  if (rest.length === 0) return `/${first}` === guideFormAddress ? 'guide-form' : 'industry';
  if (rest.length !== 2) return undefined;
  if (first === guideResultSegment) return 'guide-result';
  if (first === scriptPageSegment) return 'script';
  return undefined;
}

/**
 * Starts fetching the module of the page at `pathname` (manifest, remote entry, chunks) alongside
 * the app's own code, instead of once the app has rendered; the page's RemoteModule then finds it
 * loaded or on its way. A failure here is left to that RemoteModule, which retries and explains.
 */
export function preloadPage(pathname: string) {
  const kind = pageKindByShape(pathname);
  if (kind) pageLoaders[kind]().catch(() => undefined);
}
