import { Card } from '@salesiq/ui/card';
import { Grid } from '@salesiq/ui/grid';
import { IconTile } from '@salesiq/ui/icon-tile';
import { Container } from '@salesiq/ui/section';
import { Blocks, Bot, Building2, TrendingUp } from 'lucide-react';
import { businessApps } from '../../content/guide-content';
import type { GuideContent } from '../../content/types';
import styles from './overview-card.module.css';

/** Industry, 2 bots, 4 business apps and the expected ROI, at a glance. */
export function OverviewCard({ content }: { content: GuideContent }) {
  const apps = businessApps(content);
  const items = [
    { icon: Building2, term: 'Industry', value: content.displayName, detail: 'Content tailored to your sector' },
    { icon: Bot, term: 'AI chatbots', value: '2 bots', detail: `${content.useCase1.name} and ${content.useCase2.name}` },
    { icon: Blocks, term: 'Integrations', value: `${apps.length} business apps`, detail: apps.join(', ') },
    { icon: TrendingUp, term: 'Expected ROI', value: content.expectedROI, detail: 'Based on results of similar businesses' },
  ];
  return (
    <Container className={styles.wrap}>
      <Card as="section" padding="lg" tone="elevated" aria-labelledby="guide-overview-title">
        <h2 id="guide-overview-title" className={styles.title}>
          Your guide at a glance
        </h2>
        <Grid as="dl" columns={4}>
          {items.map(({ icon, term, value, detail }) => (
            <div key={term} className={styles.item}>
              <dt className={styles.term}>
                <IconTile icon={icon} size="sm" />
                {term}
              </dt>
              <dd className={styles.value}>{value}</dd>
              <dd className={styles.detail}>{detail}</dd>
            </div>
          ))}
        </Grid>
      </Card>
    </Container>
  );
}
