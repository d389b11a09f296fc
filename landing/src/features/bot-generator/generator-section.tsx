import { loadRemote } from '@module-federation/enhanced/runtime';
import { useLoadWhenNear } from '@salesiq/federation/use-load-when-near';
import { noProps, RemoteModule } from '@salesiq/federation/remote-module';
import { Section } from '@salesiq/ui/section';
import { memo } from 'react';

export const loadStandaloneGenerator = () => loadRemote<typeof import('generator/standalone-generator')>('generator/standalone-generator');

/**
 * The generator remote's standalone bot generator, in its own home section: its form comes with
 * the server's HTML (a form named "AI bot generator", told apart from the lead magnet's), its
 * code as the section nears the viewport, so a first visit stays light. Memoised: a page update (a
 * template request) must not reach the section before it has hydrated, which would make React
 * drop its server HTML and render it again.
 */
export const GeneratorSection = memo(function GeneratorSection() {
  const generator = useLoadWhenNear(loadStandaloneGenerator);
  return (
    <Section
      ref={generator.ref}
      id="ai-bot-generator"
      tone="default"
      eyebrow="AI bot generator"
      title="Generate your custom AI bot script"
      description="Tell us about your business and get ready-to-paste SalesIQ scripts, a flowchart and a blueprint in seconds."
      align="center"
    >
      <RemoteModule load={generator.load} props={noProps} label="the bot generator" minHeight="36rem" />
    </Section>
  );
});
