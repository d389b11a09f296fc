import '@salesiq/ui/global.css';
import { useCallback } from 'react';
import { GeneratorSection } from '../features/bot-generator/generator-section';
import { Hero } from '../features/hero/hero';
import { IndustryGrid } from '../features/industry-grid/industry-grid';
import { LeadMagnetSection } from '../features/lead-magnet/lead-magnet-section';
import { AiFlowsWhenNear, AiIntelligenceWhenNear, DemoSectionWhenNear, IndustryDetailsWhenNear, useAllSectionsCodeInBrowser } from '../app/sections-when-near';
import { useTemplateRequest } from '../app/use-template-request';

/** Before the page is rendered in the browser (see ComponentModule): every section's code. */
export { loadAllSectionsCode as preload } from '../app/sections-when-near';

/**
 * The home page (SPEC §2 "Home page"), its sections in the spec's order. Right after it hydrates
 * it renders once more, synchronously (`useAllSectionsCodeInBrowser` reads a store whose value in
 * the browser differs from the server's); every section is memoised, so that render stops here.
 */
export default function HomePage() {
  const { preselect, requestTemplates } = useTemplateRequest();
  const requestOtherTemplates = useCallback((pressedAt: number) => requestTemplates('other', pressedAt), [requestTemplates]);
  useAllSectionsCodeInBrowser();
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
