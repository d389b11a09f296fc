import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { RemoteModule } from '@salesiq/ui/federation/remote-module';
import { pageLoaders } from './page-loaders';
import type { PageKind } from './route-table';

const pageHeight = '100vh';

/** The federated module that renders one kind of page. */
export function RoutePage({ page, industry }: { page: PageKind; industry?: IndustryKey }) {
  switch (page) {
    case 'home':
      return <RemoteModule load={pageLoaders.home} props={{}} label="the home page" minHeight={pageHeight} />;
    case 'industry':
      return (
        <RemoteModule
          load={pageLoaders.industry}
          props={{ industryKey: industry ?? 'healthcare' }}
          label="this industry page"
          minHeight={pageHeight}
        />
      );
    case 'guide-form':
      return <RemoteModule load={pageLoaders['guide-form']} props={{}} label="the guide form" minHeight={pageHeight} />;
    case 'guide-result':
      return <RemoteModule load={pageLoaders['guide-result']} props={{}} label="your personalised guide" minHeight={pageHeight} />;
    case 'script':
      return <RemoteModule load={pageLoaders.script} props={{}} label="your bot script" minHeight={pageHeight} />;
  }
}
