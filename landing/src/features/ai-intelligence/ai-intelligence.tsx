import { Button } from '@salesiq/ui/button';
import { Grid } from '@salesiq/ui/grid';
import { IconTile } from '@salesiq/ui/icon-tile';
import { Section } from '@salesiq/ui/section';
import { ArrowRight } from 'lucide-react';
import { aiCapabilities, aiStats } from '../../content/ai-capabilities';
import styles from './ai-intelligence.module.css';

interface AiIntelligenceProps {
  /** Scrolls to the lead magnet and preselects industry `other`. */
  onGetBot: () => void;
}

/** What the AI behind every template does (SPEC §2 "AI-intelligence section"). */
export function AiIntelligence({ onGetBot }: AiIntelligenceProps) {
  return (
    <Section
      tone="dark"
      eyebrow="AI intelligence"
      title="Not a script. An assistant that understands."
      description="Every template runs on conversational AI that reads intent, keeps context and knows when to bring in your team."
      align="center"
    >
      <Grid as="ul" columns={3} gap={4} role="list">
        {aiCapabilities.map(({ title, description, icon: Icon }) => (
          <li key={title} className={styles.capability}>
            <IconTile icon={Icon} tone="brand" className={styles.icon} />
            <h3 className={styles.title}>{title}</h3>
            <p className={styles.description}>{description}</p>
          </li>
        ))}
      </Grid>
      <dl className={styles.stats}>
        {aiStats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.statLabel}>{stat.label}</dt>
            <dd className={styles.statValue}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.action}>
        <Button variant="on-dark" size="lg" onClick={() => onGetBot()}>
          Get Your AI Bot Today
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </Section>
  );
}
