import { BadgeList } from '@salesiq/ui/badge-list';
import { Card } from '@salesiq/ui/card';
import eyebrow from '@salesiq/ui/eyebrow.module.css';
import { Grid } from '@salesiq/ui/grid';
import { IconTile } from '@salesiq/ui/icon-tile';
import { Section } from '@salesiq/ui/section';
import { StepList } from '@salesiq/ui/step-list';
import { useId } from 'react';
import type { SectionIntro, UseCase } from '../../content/types';
import styles from './use-cases-section.module.css';

export function UseCasesSection({ intro, useCases }: { intro: SectionIntro; useCases: readonly UseCase[] }) {
  return (
    <Section deferRendering tone="muted" eyebrow="Chatbot use cases" title={intro.heading} description={intro.lead}>
      <Grid columns={2} from="lg">
        {useCases.map((useCase, index) => (
          <UseCaseCard key={useCase.name} useCase={useCase} number={index + 1} />
        ))}
      </Grid>
    </Section>
  );
}

function UseCaseCard({ useCase, number }: { useCase: UseCase; number: number }) {
  const titleId = useId();
  return (
    <Card as="article" padding="lg" aria-labelledby={titleId}>
      <div className={styles.head}>
        <IconTile icon={useCase.icon} tone="solid" size="lg" />
        <div>
          <p className={`${eyebrow.eyebrow} ${styles.kicker}`}>Use case {number}</p>
          <h3 id={titleId} className={styles.name}>
            {useCase.name}
          </h3>
        </div>
      </div>
      <p className={styles.summary}>{useCase.summary}</p>
      <StepList steps={useCase.steps} tone="soft" aria-label={`${useCase.name} steps`} />
      <div className={styles.integrations}>
        <p className={styles.integrationsLabel}>Integrations</p>
        <BadgeList items={useCase.integrations} tone="accent" />
      </div>
    </Card>
  );
}
