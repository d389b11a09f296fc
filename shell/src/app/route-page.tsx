import { loadRemote } from '@module-federation/enhanced/runtime';
import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { RemoteModule } from '@salesiq/ui/federation/remote-module';
import type { PageKind } from './route-table';

// `MONOLITH=1` builds (the benchmark's cost-of-federation baseline) bundle the exposed modules
// directly; the dead branch is dropped at build time.
const loadHome = process.env.MONOLITH
  ? () => import('landing/home-page')
  : () => loadRemote<typeof import('landing/home-page')>('landing/home-page');
const loadIndustry = process.env.MONOLITH
  ? () => import('industries/industry-page')
  : () => loadRemote<typeof import('industries/industry-page')>('industries/industry-page');
const loadGuideForm = process.env.MONOLITH
  ? () => import('guide/guide-form-page')
  : () => loadRemote<typeof import('guide/guide-form-page')>('guide/guide-form-page');
const loadGuideResult = process.env.MONOLITH
  ? () => import('guide/guide-result-page')
  : () => loadRemote<typeof import('guide/guide-result-page')>('guide/guide-result-page');
const loadScript = process.env.MONOLITH
  ? () => import('generator/script-page')
  : () => loadRemote<typeof import('generator/script-page')>('generator/script-page');

const pageHeight = '100vh';

/** The federated module that renders one kind of page. */
export function RoutePage({ page, industry }: { page: PageKind; industry?: IndustryKey }) {
  switch (page) {
    case 'home':
      return <RemoteModule load={loadHome} props={{}} label="the home page" minHeight={pageHeight} />;
    case 'industry':
      return (
        <RemoteModule
          load={loadIndustry}
          props={{ industryKey: industry ?? 'healthcare' }}
          label="this industry page"
          minHeight={pageHeight}
        />
      );
    case 'guide-form':
      return <RemoteModule load={loadGuideForm} props={{}} label="the guide form" minHeight={pageHeight} />;
    case 'guide-result':
      return <RemoteModule load={loadGuideResult} props={{}} label="your personalised guide" minHeight={pageHeight} />;
    case 'script':
      return <RemoteModule load={loadScript} props={{}} label="your bot script" minHeight={pageHeight} />;
  }
}
