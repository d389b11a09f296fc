import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { RemoteModule } from '@salesiq/ui/federation/remote-module';
import type { PageKind } from './route-table';

const loadHome = () => import('landing/home-page');
const loadIndustry = () => import('industries/industry-page');
const loadGuideForm = () => import('guide/guide-form-page');
const loadGuideResult = () => import('guide/guide-result-page');
const loadScript = () => import('generator/script-page');

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
