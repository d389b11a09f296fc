import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for assistive technology only; styled locally so it never depends on global.css. */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span className={styles.root} id={id}>
      {children}
    </span>
  );
}
