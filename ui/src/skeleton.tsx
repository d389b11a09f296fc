import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';
import { cx } from './internal/cx';
import { VisuallyHidden } from './internal/visually-hidden';

export interface SkeletonProps {
  /** The space to reserve, so nothing shifts when the real content arrives: '24rem', 320 (px). */
  height: string | number;
  width?: string | number;
  /** Read by screen readers while loading (default "Loading"). */
  label?: string;
  className?: string;
}

/** A placeholder block of fixed size for content that is still loading. */
export function Skeleton({ height, width, label = 'Loading', className }: SkeletonProps) {
  const style: CSSProperties = { height, width };
  return (
    <div className={cx(styles.skeleton, className)} style={style} aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
