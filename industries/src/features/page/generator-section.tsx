import { loadRemote } from '@module-federation/enhanced/runtime';
import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { loadWhenIdle } from '@salesiq/ui/federation/load-when-idle';
import { RemoteModule } from '@salesiq/ui/federation/remote-module';
import { Section } from '@salesiq/ui/section';
import type { SectionIntro } from '../../content/types';

// `MONOLITH=1` builds bundle the widget directly (the benchmark's baseline).
const loadIndustryGenerator = loadWhenIdle(
  process.env.MONOLITH
    ? () => import('generator/industry-generator')
    : () => loadRemote<typeof import('generator/industry-generator')>('generator/industry-generator'),
);

interface GeneratorSectionProps {
  industryKey: IndustryKey;
  displayName: string;
  intro: SectionIntro;
}

/**
 * The AI Bot Generator section: the generator remote's industry form, rendered on the server with
 * the page; its code is fetched once the browser is idle (input before then is kept).
 */
export function GeneratorSection({ industryKey, displayName, intro }: GeneratorSectionProps) {
  return (
    <Section id="ai-bot-generator" tone="accent" eyebrow={`${displayName} bot script`} title={intro.heading} description={intro.lead}>
      <RemoteModule
        load={loadIndustryGenerator}
        props={{ industryKey, industryDisplayName: displayName }}
        label="the AI Bot Generator"
        minHeight="32rem"
      />
    </Section>
  );
}
