import { Badge } from '@salesiq/ui/badge';
import { Card } from '@salesiq/ui/card';
import { Grid } from '@salesiq/ui/grid';
import { Section } from '@salesiq/ui/section';
import iconBox from '@salesiq/ui/icon-box.module.css';
import { pageRoadmap } from '../../content/roadmap';
import type { GuideContent } from '../../content/types';
import styles from './roadmap-section.module.css';

/** The four phases: Setup week 1, Customization week 2, Optimization weeks 3-4, Advanced month 2+. */
export function RoadmapSection({ content }: { content: GuideContent }) {
  return (
    <Section eyebrow="Implementation roadmap" title="From first install to full automation" spacing="compact">
      <Grid as="ol" columns={4}>
        {pageRoadmap(content).map((phase, index) => (
          <Card as="li" key={phase.name} className={styles.phase}>
            <div className={styles.top}>
              <span className={`${iconBox.box} ${iconBox.round} ${styles.step}`} aria-hidden="true">
                {index + 1}
              </span>
              <Badge tone="accent">{phase.period}</Badge>
            </div>
            <h3 className={styles.name}>{phase.name}</h3>
            <ul className={styles.tasks}>
              {phase.tasks.map((task) => (
                <li key={task}>{task}</li>
              ))}
            </ul>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
