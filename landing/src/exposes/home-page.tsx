import '@salesiq/ui/global.css';
import { AiFlows } from '../features/ai-flows/components/ai-flows';
import { AiIntelligence } from '../features/ai-intelligence/components/ai-intelligence';
import { GeneratorSection } from '../features/bot-generator/components/generator-section';
import { DemoSection } from '../features/demo-section/components/demo-section';
import { Hero } from '../features/hero/components/hero';
import { IndustryDetails } from '../features/industry-details/components/industry-details';
import { IndustryGrid } from '../features/industry-grid/components/industry-grid';
import { LeadMagnetSection } from '../features/lead-magnet/components/lead-magnet-section';
import { useTemplateRequest } from '../home/use-template-request';

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
