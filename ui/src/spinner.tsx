import styles from './spinner.module.css';
import { cx } from './internal/cx';
import { VisuallyHidden } from './internal/visually-hidden';

export interface SpinnerProps {
  /** What is happening, for example "Creating your personalized guide...". */
  label: string;
  /** Show the label beside the spinner (default: for screen readers only). */
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A busy indicator announced as a status message. */
export function Spinner({ label, showLabel = false, size = 'md', className }: SpinnerProps) {
  return (
    <div role="status" className={cx(styles.root, size !== 'md' && styles[size], className)}>
      <span className={styles.ring} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </div>
  );
}
