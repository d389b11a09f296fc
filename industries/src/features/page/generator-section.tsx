import { loadRemote } from '@module-federation/enhanced/runtime';
import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { RemoteModule } from '@salesiq/ui/federation/remote-module';
import { Section } from '@salesiq/ui/section';
import { WhenNearViewport } from '@salesiq/ui/when-near-viewport';
import type { SectionIntro } from '../../content/types';

// `MONOLITH=1` builds bundle the widget directly (the benchmark's baseline).
const loadIndustryGenerator = process.env.MONOLITH
  ? () => import('generator/industry-generator')
  : () => loadRemote<typeof import('generator/industry-generator')>('generator/industry-generator');

interface GeneratorSectionProps {
  industryKey: IndustryKey;
  displayName: string;
  intro: SectionIntro;
}

/** The AI Bot Generator section: the generator remote's industry form, fetched as it nears the viewport. */
export function GeneratorSection({ industryKey, displayName, intro }: GeneratorSectionProps) {
  return (
    <Section id="ai-bot-generator" tone="accent" eyebrow={`${displayName} bot script`} title={intro.heading} description={intro.lead}>
      <WhenNearViewport minHeight="32rem">
        <RemoteModule
          load={loadIndustryGenerator}
          props={{ industryKey, industryDisplayName: displayName }}
          label="the AI Bot Generator"
          minHeight="32rem"
        />
      </WhenNearViewport>
    </Section>
  );
}
