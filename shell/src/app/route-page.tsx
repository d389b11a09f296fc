import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { useMemo } from 'react';
import { noProps, RemoteModule, RemoteModulePlaceholder } from '@salesiq/federation/remote-module';
import { industryPageProps, pageLoaders } from './page-modules';
import type { PageKind } from './route-table';

const pageHeight = '100vh';

const labels: Record<PageKind, string> = {
  home: 'the home page',
  industry: 'this industry page',
  'guide-form': 'the guide form',
  'guide-result': 'your personalised guide',
  script: 'your bot script',
};

interface RoutePageProps {
  page: PageKind;
  industry?: IndustryKey;
  /** Only the placeholder: the frame of a page the browser renders from the visitor's session. */
  frameOnly?: boolean;
}

/** The federated module that renders one kind of page. */
export function RoutePage({ page, industry, frameOnly = false }: RoutePageProps) {
  const label = labels[page];
  // Memoised, as RemoteModule asks: the same industry keeps the same props object.
  const industryProps = useMemo(() => industryPageProps(industry), [industry]);
  if (frameOnly) return <RemoteModulePlaceholder label="the page" minHeight={pageHeight} />;
  if (page === 'industry') return <RemoteModule load={pageLoaders.industry} props={industryProps} label={label} minHeight={pageHeight} />;
  return <RemoteModule load={pageLoaders[page]} props={noProps} label={label} minHeight={pageHeight} />;
}
