import '@salesiq/ui/global.css';
import { AiFlows } from '../features/ai-flows/ai-flows';
import { AiIntelligence } from '../features/ai-intelligence/ai-intelligence';
import { GeneratorSection } from '../features/bot-generator/generator-section';
import { DemoSection } from '../features/demo-section/demo-section';
import { Hero } from '../features/hero/hero';
import { IndustryDetails } from '../features/industry-details/industry-details';
import { IndustryGrid } from '../features/industry-grid/industry-grid';
import { LeadMagnetSection } from '../features/lead-magnet/lead-magnet-section';
import { useTemplateRequest } from '../app/use-template-request';

/** The home page (SPEC §2 "Home page"), its sections in the spec's order. */
export default function HomePage() {
  const { preselect, requestTemplates } = useTemplateRequest();
  return (
    <>
      <Hero />
      <IndustryGrid />
      <IndustryDetails onGetBot={requestTemplates} />
      <AiFlows />
      <AiIntelligence onGetBot={() => requestTemplates('other')} />
      <GeneratorSection />
      <LeadMagnetSection preselect={preselect} />
      <DemoSection />
    </>
  );
}
