import { type LucideIcon, Sparkles } from 'lucide-react';
import { Badge } from './badge';
import styles from './flow-diagram.module.css';
import iconBox from './icon-box.module.css';
import type { StyleWithVars } from './internal/css-vars';
import { cx } from './internal/cx';

export type FlowStepType = 'user' | 'bot' | 'system' | 'integration';

export interface FlowStep {
  id: string;
  type: FlowStepType;
  title: string;
  description: string;
  icon: LucideIcon;
  /** Colours of the step's number and icon; default by type (user slate, bot indigo, system amber, integration green). `fg` must carry white text at AA. */
  colors?: { fg: string; bg: string };
}

export interface FlowDiagramProps {
  steps: readonly FlowStep[];
  /** Names the list for screen readers, for example "Healthcare AI flow". */
  label?: string;
  /** Render step titles as headings of this level; default plain text. */
  headingLevel?: 3 | 4 | 5;
  className?: string;
}

/** The AI-flow diagram: numbered steps joined by connectors; bot steps carry an "AI Processing" badge. */
export function FlowDiagram({ steps, label, headingLevel, className }: FlowDiagramProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={cx(styles.wrapper, className)}>
      {/* role="list" keeps list semantics in Safari, which drops them with list-style: none. */}
      <ol className={styles.list} role="list" aria-label={label}>
        {steps.map((step, index) => {
          const Icon = step.icon;
          const style: StyleWithVars | undefined = step.colors
            ? { '--step-fg': step.colors.fg, '--step-bg': step.colors.bg }
            : undefined;
          return (
            <li key={step.id} className={cx(styles.step, styles[step.type])} style={style} data-step-type={step.type}>
              <div className={styles.marker} aria-hidden="true">
                <span className={cx(iconBox.box, iconBox.round, styles.number)}>{index + 1}</span>
              </div>
              <div className={styles.card}>
                <div className={styles.cardHead}>
                  <span className={cx(iconBox.box, styles.icon)} aria-hidden="true">
                    <Icon />
                  </span>
                  {step.type === 'bot' && (
                    <Badge tone="ai" icon={Sparkles} className={styles.badge}>
                      AI Processing
                    </Badge>
                  )}
                </div>
                <Title className={styles.title}>{step.title}</Title>
                <p className={styles.description}>{step.description}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
