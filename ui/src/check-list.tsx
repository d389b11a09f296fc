import { CircleCheck } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import styles from './check-list.module.css';
import { cx } from './internal/cx';

export interface CheckListProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  items: readonly string[];
  /** The tick: `sm` 18 px, `md` 20 px (default), `lg` 22 px. */
  size?: 'sm' | 'md' | 'lg';
  /** The tick's colour: the industry's accent (default) or the success green. */
  tone?: 'accent' | 'success';
}

/**
 * A list of short lines, each after a tick centred on its first line. The list is a grid by
 * default; a `className` sets its own layout (columns, wrapping, gaps), which always wins.
 * `role="list"` keeps the list a list for Safari's screen reader, which drops it without bullets.
 */
export function CheckList({ items, size = 'md', tone = 'accent', className, ...rest }: CheckListProps) {
  return (
    <ul role="list" {...rest} className={cx(styles.list, styles[size], styles[tone], className)}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <CircleCheck aria-hidden="true" className={styles.tick} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
