import type { HTMLAttributes } from 'react';
import iconBox from './icon-box.module.css';
import styles from './step-list.module.css';
import { cx } from './internal/cx';

export interface StepListProps extends Omit<HTMLAttributes<HTMLOListElement>, 'children'> {
  /** The steps in order, each a short sentence. */
  steps: readonly string[];
  /** The numbers: `solid` (white on the accent, default) or `soft` (the accent on its soft background). */
  tone?: 'solid' | 'soft';
}

/** A conversation's steps as an ordered list, numbered in circles joined by a line. */
export function StepList({ steps, tone = 'solid', className, ...rest }: StepListProps) {
  return (
    <ol {...rest} className={cx(styles.list, styles[tone], className)}>
      {steps.map((step, index) => (
        <li key={step} className={styles.step}>
          <span className={cx(iconBox.box, iconBox.round, styles.number)} aria-hidden="true">
            {index + 1}
          </span>
          <span className={styles.text}>{step}</span>
        </li>
      ))}
    </ol>
  );
}
