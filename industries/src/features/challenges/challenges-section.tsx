import { Card } from '@salesiq/ui/card';
import { Grid } from '@salesiq/ui/grid';
import { IconTile } from '@salesiq/ui/icon-tile';
import { Section } from '@salesiq/ui/section';
import stack from '@salesiq/ui/stack.module.css';
import type { Challenge, SectionIntro } from '../../content/types';
import styles from './challenges-section.module.css';

export function ChallengesSection({ intro, challenges }: { intro: SectionIntro; challenges: readonly Challenge[] }) {
  return (
    <Section deferRendering eyebrow="The challenge" title={intro.heading} description={intro.lead}>
      <Grid as="ul" columns={4} gap={5}>
        {challenges.map((challenge) => (
          <Card as="li" key={challenge.title} className={styles.card}>
            <div className={stack.spread}>
              <IconTile icon={challenge.icon} />
              {challenge.stat && <span className={styles.stat}>{challenge.stat}</span>}
            </div>
            <h3 className={styles.title}>{challenge.title}</h3>
            <p className={styles.text}>{challenge.description}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
