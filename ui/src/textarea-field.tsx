import type { ComponentPropsWithRef } from 'react';
import { cx } from './internal/cx';
import { type FieldLabelProps, FieldShell, fieldStyles, useFieldIds } from './internal/field';

export interface TextareaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'className'>, FieldLabelProps {
  className?: string;
  textareaClassName?: string;
}

/** A labelled `<textarea>` with optional hint and inline error text. */
export function TextareaField({
  label,
  hint,
  error,
  id,
  className,
  textareaClassName,
  required,
  rows = 4,
  'aria-describedby': describedBy,
  ...rest
}: TextareaFieldProps) {
  const ids = useFieldIds(id, { hint, error }, describedBy);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <textarea
        {...rest}
        id={ids.id}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cx(fieldStyles.control, textareaClassName)}
      />
    </FieldShell>
  );
}
