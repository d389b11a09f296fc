import '@salesiq/ui/global.css';
import { useCallback } from 'react';
import { GeneratorSection } from '../features/bot-generator/generator-section';
import { Hero } from '../features/hero/hero';
import { IndustryGrid } from '../features/industry-grid/industry-grid';
import { LeadMagnetSection } from '../features/lead-magnet/lead-magnet-section';
import { RemoteModulePlaceholder } from '@salesiq/federation/remote-module';
import { AiFlowsWhenNear, AiIntelligenceWhenNear, DemoSectionWhenNear, IndustryDetailsWhenNear, useAllSectionsCodeInBrowser } from '../app/sections-when-near';
import { useTemplateRequest } from '../app/use-template-request';

/** Before the page is rendered in the browser (see ComponentModule): every section's code. */
export { loadAllSectionsCode as preload } from '../app/sections-when-near';

/** The home page (SPEC §2 "Home page"), its sections in the spec's order. */
export default function HomePage() {
  const { preselect, requestTemplates } = useTemplateRequest();
  const requestOtherTemplates = useCallback(() => requestTemplates('other'), [requestTemplates]);
  if (!useAllSectionsCodeInBrowser()) return <RemoteModulePlaceholder label="the home page" minHeight="100vh" />;
  return (
    <>
      <Hero />
      <IndustryGrid />
      <IndustryDetailsWhenNear onGetBot={requestTemplates} />
      <AiFlowsWhenNear />
      <AiIntelligenceWhenNear onGetBot={requestOtherTemplates} />
      <GeneratorSection />
      <LeadMagnetSection preselect={preselect} />
      <DemoSectionWhenNear />
    </>
  );
}
