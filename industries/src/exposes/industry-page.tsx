import '@salesiq/ui/global.css';
import { LivePart } from '@salesiq/federation/live-part';
import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { Suspense } from 'react';
import { preloadRemoteModule } from '@salesiq/federation/remote-module';
import { loadIndustryContent, useIndustryContent } from '../content/load-industry-content';
import { IndustryPageView } from '../app/industry-page-view';
import { loadIndustryGenerator } from '../features/bot-generator/generator-section';

/**
 * Its content and, on a page with a generator section, the generator's code: for a page rendered
 * in the browser to show whole at once, its form in the document before any scroll (see ComponentModule).
 */
export async function preload({ industryKey }: { industryKey: IndustryKey }) {
  const content = await loadIndustryContent(industryKey);
  if (content.layout === 'full' && content.generator) await preloadRemoteModule(loadIndustryGenerator);
}

/** The landing page of one industry (route `/{industryKey}`); the shell supplies the router. */
export default function IndustryPage({ industryKey }: { industryKey: IndustryKey }) {
  return (
    <Suspense fallback={<div aria-busy="true" aria-label="Loading the industry page" style={{ minHeight: '100vh' }} />}>
      {/* The page hydrates once its content has come, after the module: a part of its own. */}
      <LivePart id="industry-page">
        {/* A new industry starts with a fresh page: dialog, chat and form state belong to one industry. */}
        <LoadedIndustryPage key={industryKey} industryKey={industryKey} />
      </LivePart>
    </Suspense>
  );
}

function LoadedIndustryPage({ industryKey }: { industryKey: IndustryKey }) {
  const content = useIndustryContent(industryKey);
  return <IndustryPageView content={content} />;
}
