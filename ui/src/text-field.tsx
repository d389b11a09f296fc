import type { ComponentPropsWithRef } from 'react';
import { cx } from './internal/cx';
import { type FieldLabelProps, FieldShell, fieldStyles, isAriaTrue, useFieldIds } from './internal/field';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'className'>, FieldLabelProps {
  /** Class of the wrapper (label, control, messages). */
  className?: string;
  inputClassName?: string;
}

/** A labelled `<input>` with optional hint and inline error text. */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  inputClassName,
  required,
  type = 'text',
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id, { hint, error }, describedBy);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required || isAriaTrue(rest['aria-required'])} className={className}>
      <input
        {...rest}
        id={ids.id}
        type={type}
        required={required}
        aria-invalid={error ? true : invalid}
        aria-describedby={ids.describedBy}
        className={cx(fieldStyles.control, inputClassName)}
      />
    </FieldShell>
  );
}
