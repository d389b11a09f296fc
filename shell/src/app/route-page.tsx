import { loadRemote } from '@module-federation/enhanced/runtime';
import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { RemoteModule } from '@salesiq/ui/federation/remote-module';
import type { PageKind } from './route-table';

const loadHome = () => loadRemote<typeof import('landing/home-page')>('landing/home-page');
const loadIndustry = () => loadRemote<typeof import('industries/industry-page')>('industries/industry-page');
const loadGuideForm = () => loadRemote<typeof import('guide/guide-form-page')>('guide/guide-form-page');
const loadGuideResult = () => loadRemote<typeof import('guide/guide-result-page')>('guide/guide-result-page');
const loadScript = () => loadRemote<typeof import('generator/script-page')>('generator/script-page');

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
