import { loadRemote } from '@module-federation/enhanced/runtime';
import { Button } from '@salesiq/ui/button';
import { RemoteModule } from '@salesiq/ui/federation/remote-module';
import { Section } from '@salesiq/ui/section';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import styles from './generator-section.module.css';

// `MONOLITH=1` builds bundle the widget directly (the benchmark's baseline).
const loadStandaloneGenerator = process.env.MONOLITH
  ? () => import('generator/standalone-generator')
  : () => loadRemote<typeof import('generator/standalone-generator')>('generator/standalone-generator');

/** Warms the generator remote when the visitor shows intent, so opening it feels instant. */
const preload = () => {
  void loadStandaloneGenerator().catch(() => undefined);
};

/**
 * The generator remote's standalone bot generator, in its own home section. It is fetched only
 * when the visitor opens it: the first page load stays light, and its fields never sit beside
 * the lead-magnet form's fields of the same names.
 */
export function GeneratorSection() {
  const [open, setOpen] = useState(false);
  return (
    <Section
      id="ai-bot-generator"
      tone="default"
      eyebrow="AI bot generator"
      title="Generate your custom AI bot script"
      description="Tell us about your business and get ready-to-paste SalesIQ scripts, a flowchart and a blueprint in seconds."
      align="center"
    >
      {open ? (
        <RemoteModule load={loadStandaloneGenerator} props={{}} label="the bot generator" minHeight="36rem" />
      ) : (
        <div className={styles.launch}>
          <Button size="lg" onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload}>
            <Sparkles aria-hidden="true" size={20} />
            Open AI Bot Generator
          </Button>
        </div>
      )}
    </Section>
  );
}
