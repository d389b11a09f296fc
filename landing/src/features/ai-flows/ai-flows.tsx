import { FlowDiagram } from '@salesiq/ui/flow-diagram';
import { industryThemeStyle } from '@salesiq/ui/industry-theme';
import { Section } from '@salesiq/ui/section';
import { aiFlows } from '../../content/ai-flows';
import styles from './ai-flows.module.css';

/** AI use-case flow charts for healthcare, finance and retail (SPEC §2). */
export function AiFlows() {
  return (
    <Section
      deferRendering
      tone="muted"
      eyebrow="AI use-case flows"
      title="From first message to booked revenue"
      description="Every step your bot takes, and where the AI does the work, in three of our most popular templates."
      align="center"
    >
      <div className={styles.flows}>
        {aiFlows.map((flow) => (
          <article key={flow.industry} className={styles.flow} style={industryThemeStyle(flow.industry)} aria-label={flow.title}>
            <div className={styles.header}>
              <h3 className={styles.title}>{flow.title}</h3>
              <p className={styles.summary}>{flow.summary}</p>
            </div>
            <FlowDiagram steps={flow.steps} label={`${flow.title} flow`} headingLevel={4} />
          </article>
        ))}
      </div>
    </Section>
  );
}
