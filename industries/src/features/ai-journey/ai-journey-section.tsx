import { FlowDiagram, type FlowStep } from '@salesiq/ui/flow-diagram';
import { Section } from '@salesiq/ui/section';
import type { JourneyStep, SectionIntro } from '../../content/types';

interface AiJourneySectionProps {
  displayName: string;
  intro: SectionIntro;
  steps: readonly JourneyStep[];
}

/** Healthcare's six-step AI journey. */
export function AiJourneySection({ displayName, intro, steps }: AiJourneySectionProps) {
  const flowSteps: FlowStep[] = steps.map((step, index) => ({ id: `step-${index + 1}`, ...step }));
  return (
    <Section deferRendering tone="brand" eyebrow="How it works" title={intro.heading} description={intro.lead}>
      <FlowDiagram steps={flowSteps} label={`${displayName} AI journey`} headingLevel={3} />
    </Section>
  );
}
