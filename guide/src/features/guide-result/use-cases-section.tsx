import { Badge } from '@salesiq/ui/badge';
import { BadgeList } from '@salesiq/ui/badge-list';
import { Card } from '@salesiq/ui/card';
import eyebrow from '@salesiq/ui/eyebrow.module.css';
import { Grid } from '@salesiq/ui/grid';
import { IconTile } from '@salesiq/ui/icon-tile';
import { Section } from '@salesiq/ui/section';
import stack from '@salesiq/ui/stack.module.css';
import { StepList } from '@salesiq/ui/step-list';
import { Bot, Clock, Plug } from 'lucide-react';
import { industryUseCases } from '../../content/roadmap';
import type { GuideContent } from '../../content/types';
import styles from './use-cases-section.module.css';

/** The two chatbots: numbered conversation flow, integrations and timeline. */
export function UseCasesSection({ content }: { content: GuideContent }) {
  return (
    <Section
      tone="muted"
      eyebrow="Chatbot use cases"
      title={`Two chatbots for your ${content.displayName.toLowerCase()} business`}
      description="Each bot is built in SalesIQ, follows the conversation below and hands every lead to your team with the details filled in."
      spacing="compact"
    >
      <Grid columns={2} from="lg">
        {industryUseCases(content).map(({ useCase, timeline }, index) => (
          <Card as="article" padding="lg" key={useCase.name} aria-labelledby={`guide-use-case-${index + 1}`}>
            <div className={stack.spread}>
              <IconTile icon={Bot} />
              <Badge tone="accent">Use case {index + 1}</Badge>
            </div>
            <div>
              <h3 id={`guide-use-case-${index + 1}`} className={styles.name}>
                {useCase.name}
              </h3>
              <p className={styles.subtitle}>{useCase.subtitle}</p>
            </div>
            <p className={styles.description}>{useCase.description}</p>
            <h4 className={`${eyebrow.eyebrow} ${styles.label}`}>Conversation flow</h4>
            <StepList steps={useCase.flow} />
            <h4 className={`${eyebrow.eyebrow} ${styles.label}`}>
              <Plug aria-hidden="true" />
              Integrations
            </h4>
            <BadgeList items={useCase.integrations} tone="neutral" />
            <p className={styles.timeline}>
              <Clock aria-hidden="true" />
              Timeline: <strong>{timeline}</strong>
            </p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
