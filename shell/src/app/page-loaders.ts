import { loadRemote } from '@module-federation/enhanced/runtime';
import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
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
