import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadWhenIdle } from '@salesiq/ui/federation/load-when-idle';
import { RemoteModule } from '@salesiq/ui/federation/remote-module';
import { Section } from '@salesiq/ui/section';

// `MONOLITH=1` builds bundle the widget directly (the benchmark's baseline).
const loadStandaloneGenerator = loadWhenIdle(
  process.env.MONOLITH
    ? () => import('generator/standalone-generator')
    : () => loadRemote<typeof import('generator/standalone-generator')>('generator/standalone-generator'),
);

/**
 * The generator remote's standalone bot generator, in its own home section: its form comes with
 * the server's HTML (a form named "AI bot generator", told apart from the lead magnet's), its
 * code once the browser is idle, so the first load stays light.
 */
export function GeneratorSection() {
  return (
    <Section
      id="ai-bot-generator"
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
