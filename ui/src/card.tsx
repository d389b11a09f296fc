import { createElement, type HTMLAttributes } from 'react';
import styles from './card.module.css';
import { cx } from './internal/cx';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'article' | 'li' | 'section' | 'aside';
  padding?: 'sm' | 'md' | 'lg';
  /** `default` white with a slate border, `muted`, `accent` (industry soft background), `elevated` (shadow, no border), `dark` (on dark sections). */
  tone?: 'default' | 'muted' | 'accent' | 'elevated' | 'dark';
}

/** A bordered surface with rounded corners; a flex column with gaps between its children. */
export function Card({ as = 'div', padding = 'md', tone = 'default', className, ...rest }: CardProps) {
  return createElement(as, {
    ...rest,
    className: cx(styles.card, styles[padding], tone !== 'default' && styles[tone], className),
  });
}
