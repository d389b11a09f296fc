import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteModule } from '@salesiq/ui/federation/remote-module';
import { Section } from '@salesiq/ui/section';

const loadStandaloneGenerator = () => loadRemote<typeof import('generator/standalone-generator')>('generator/standalone-generator');

/** The generator remote's standalone bot generator, in its own home section. */
export function GeneratorSection() {
  return (
    <Section
      tone="default"
      eyebrow="AI bot generator"
      title="Generate your custom AI bot script"
      description="Tell us about your business and get ready-to-paste SalesIQ scripts, a flowchart and a blueprint in seconds."
      align="center"
    >
      <RemoteModule load={loadStandaloneGenerator} props={{}} label="the bot generator" minHeight="36rem" />
    </Section>
  );
}
