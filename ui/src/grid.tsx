import { createElement, type HTMLAttributes } from 'react';
import styles from './grid.module.css';
import { cx } from './internal/cx';

export type GridBreakpoint = 'sm' | 'md' | 'lg';

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** A list of cards is a `ul` or `ol` (its bullets and indent removed); `dl` for terms and values. */
  as?: 'div' | 'ul' | 'ol' | 'dl';
  /** The most columns, on a wide screen. */
  columns: 2 | 3 | 4;
  /**
   * Where the columns start. `sm` (default): two from 640 px, all from 1024 px (the design brief's
   * rule); `md`: all from 768 px; `lg`: all from 1024 px. One column below.
   */
  from?: GridBreakpoint;
  /** The space between cells, a step of the `--space-*` scale (default 6, 24 px). */
  gap?: 3 | 4 | 5 | 6 | 8;
}

const fromClass: Record<GridBreakpoint, string | undefined> = { sm: styles.fromSm, md: styles.fromMd, lg: styles.fromLg };

/** Cells of equal width in one to four columns, one column on phones. */
export function Grid({ as = 'div', columns, from = 'sm', gap = 6, className, ...rest }: GridProps) {
  return createElement(as, {
    ...rest,
    className: cx(styles.grid, styles[`columns${columns}`], fromClass[from], styles[`gap${gap}`], className),
  });
}
