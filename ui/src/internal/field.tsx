import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cx } from './cx';
import styles from './field.module.css';

export { styles as fieldStyles };

export interface FieldLabelProps {
  /** The visible label; the control's accessible name. */
  label: ReactNode;
  /** Help text under the label, announced with the control. */
  hint?: ReactNode;
  /** Error text under the control; marks the control invalid while present. */
  error?: ReactNode;
}

interface FieldIds {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

/** Ids that tie a control to its label, hint and error (`aria-describedby`). */
export function useFieldIds(
  ownId: string | undefined,
  { hint, error }: Pick<FieldLabelProps, 'hint' | 'error'>,
  extraDescribedBy: string | undefined,
): FieldIds {
  const generated = useId();
  const id = ownId ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

/** `aria-required` and the like as React takes them: `true` or `"true"`. */
export function isAriaTrue(value: boolean | 'true' | 'false' | undefined): boolean {
  return value === true || value === 'true';
}

interface FieldShellProps extends FieldLabelProps {
  ids: FieldIds;
  /** Shows the required mark: the control is `required`, or `aria-required` where the form checks blanks itself. */
  required: boolean | undefined;
  className: string | undefined;
  children: ReactNode;
}

/** Label, hint, control and error, stacked. The required mark sits outside the label so the accessible name stays the label text. */
export function FieldShell({ ids, label, hint, error, required, className, children }: FieldShellProps) {
  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.labelRow}>
        <label className={styles.label} htmlFor={ids.id}>
          {label}
        </label>
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </div>
      {hint && (
        <p className={styles.hint} id={ids.hintId}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className={styles.error} id={ids.errorId}>
          <CircleAlert />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
