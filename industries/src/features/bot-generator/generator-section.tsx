import { loadRemote } from '@module-federation/enhanced/runtime';
import { memo, useMemo } from 'react';
import type { IndustryKey } from '@salesiq/shared-data/industries/catalogue';
import { useLoadWhenNear } from '@salesiq/federation/use-load-when-near';
import { RemoteModule } from '@salesiq/federation/remote-module';
import { Section } from '@salesiq/ui/section';
import type { SectionIntro } from '../../content/types';

export const loadIndustryGenerator = () => loadRemote<typeof import('generator/industry-generator')>('generator/industry-generator');

interface GeneratorSectionProps {
  industryKey: IndustryKey;
  displayName: string;
  intro: SectionIntro;
}

/**
 * The AI Bot Generator section: the generator remote's industry form, rendered on the server with
 * the page; its code is fetched as the section nears the viewport (input before then is kept). Memoised:
 * a page update (a dialog opening) must not reach the section before it has hydrated, which would
 * make React drop its server HTML and render it again.
 */
export const GeneratorSection = memo(function GeneratorSection({ industryKey, displayName, intro }: GeneratorSectionProps) {
  const generator = useLoadWhenNear(loadIndustryGenerator);
  const generatorProps = useMemo(() => ({ industryKey, industryDisplayName: displayName }), [industryKey, displayName]);
  return (
    <Section ref={generator.ref} id="ai-bot-generator" tone="accent" eyebrow={`${displayName} bot script`} title={intro.heading} description={intro.lead}>
      <RemoteModule
        load={generator.load}
        props={generatorProps}
        label="the AI Bot Generator"
        minHeight="32rem"
      />
    </Section>
  );
});
