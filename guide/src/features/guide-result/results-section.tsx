import { Card } from '@salesiq/ui/card';
import { Grid } from '@salesiq/ui/grid';
import { Section } from '@salesiq/ui/section';
import { Gauge } from 'lucide-react';
import type { GuideContent } from '../../content/types';
import styles from './results-section.module.css';

/** The results to expect and the KPIs to track them with. */
export function ResultsSection({ content }: { content: GuideContent }) {
  return (
    <Section tone="muted" eyebrow="Expected results" title="What similar businesses achieve" spacing="compact">
      <Grid as="ul" columns={3} from="md">
        {content.results.map((result) => (
          <Card as="li" key={result.metric} className={styles.result}>
            <span className={styles.value}>{result.value}</span>
            <h3 className={styles.metric}>{result.metric}</h3>
            <p className={styles.description}>{result.description}</p>
          </Card>
        ))}
      </Grid>
      <Card padding="lg" className={styles.kpis}>
        <h3 className={styles.kpiTitle}>
          <Gauge aria-hidden="true" />
          KPIs to track
        </h3>
        <ul className={styles.kpiList}>
          {content.kpis.map((kpi) => (
            <li key={kpi}>{kpi}</li>
          ))}
        </ul>
      </Card>
    </Section>
  );
}
