import type { HTMLAttributes } from 'react';
import styles from './split.module.css';
import { cx } from './internal/cx';

export interface SplitProps extends HTMLAttributes<HTMLDivElement> {
  /** How the two columns line up side by side: `center` (default) or `start` (their tops). */
  align?: 'center' | 'start';
}

/**
 * A section's two columns (copy beside a form, a chat, a list), side by side from 1024 px and one
 * above the other below. Widths and gaps come from the section's class through `--split-columns`,
 * `--split-gap` and `--split-gap-wide` (split.module.css).
 */
export function Split({ align = 'center', className, ...rest }: SplitProps) {
  return <div {...rest} className={cx(styles.split, styles[align], className)} />;
}
