import { CheckList } from '@salesiq/ui/check-list';
import { Section } from '@salesiq/ui/section';
import { Split } from '@salesiq/ui/split';
import type { GuideContent } from '../../content/types';
import styles from './introduction-section.module.css';

/** Why AI chat matters for the industry: introduction, benefits and headline stats. */
export function IntroductionSection({ content }: { content: GuideContent }) {
  return (
    <Section eyebrow="Introduction" title={`Why AI chat pays off in ${content.displayName}`} spacing="compact">
      <Split align="start" className={styles.layout}>
        <div className={styles.text}>
          <p className={styles.introduction}>{content.introduction}</p>
          <h3 className={styles.subheading}>Key benefits</h3>
          <CheckList items={content.benefits} className={styles.benefits} />
        </div>
        <ul className={styles.stats} aria-label={`${content.displayName} by the numbers`}>
          {content.stats.map((stat) => (
            <li key={stat.label} className={styles.stat}>
              <span className={styles.statValue}>{stat.value}</span>
              <span className={styles.statLabel}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </Split>
    </Section>
  );
}
