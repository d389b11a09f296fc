import { Badge, type BadgeTone } from './badge';
import styles from './badge-list.module.css';

export interface BadgeListProps {
  items: readonly string[];
  tone?: BadgeTone;
}

/** A wrapping list of pills, one item each (a use case's integrations). */
export function BadgeList({ items, tone }: BadgeListProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>
          <Badge tone={tone}>{item}</Badge>
        </li>
      ))}
    </ul>
  );
}
