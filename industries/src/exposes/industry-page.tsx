import '@salesiq/ui/global.css';
import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { industryContent } from '../content/industry-content';
import { IndustryPageView } from '../features/page/industry-page-view';

/** The landing page of one industry (route `/{industryKey}`); the shell supplies the router. */
export default function IndustryPage({ industryKey }: { industryKey: IndustryKey }) {
  const content = industryContent[industryKey];
  // A new industry starts with a fresh page: dialog, chat and form state belong to one industry.
  return <IndustryPageView key={industryKey} content={content} />;
}
