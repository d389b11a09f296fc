import { type ComponentPropsWithRef, useEffect, useImperativeHandle, useRef } from 'react';
import { type AnswerLimit, exceedsLimit, limitReminder } from './answer-limit';
import { cx } from './internal/cx';
import { type FieldLabelProps, FieldShell, fieldStyles, isAriaTrue, useFieldIds } from './internal/field';
import { useValueTypedEarly } from './internal/use-value-typed-early';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'className' | 'maxLength'>, FieldLabelProps {
  /**
   * The longest value the database keeps. Unlike `maxLength`, a longer value (a paste, say) is
   * kept as it is, with the reminder under the field, and the browser does not send the form
   * until it is shortened. Checked on the controlled `value`.
   */
  limit?: AnswerLimit;
  /** Class of the wrapper (label, control, messages). */
  className?: string;
  inputClassName?: string;
}

/** A labelled `<input>` with optional hint and inline error text. */
export function TextField({
  ref,
  label,
  hint,
  error,
  limit,
  id,
  className,
  inputClassName,
  required,
  type = 'text',
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...rest
}: TextFieldProps) {
  const tooLong = limit !== undefined && typeof rest.value === 'string' && exceedsLimit(rest.value, limit);
  const lengthError = tooLong ? limitReminder(limit) : undefined;
  const shownError = error ?? lengthError;
  const ids = useFieldIds(id, { hint, error: shownError }, describedBy);
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);
  useEffect(() => inputRef.current?.setCustomValidity(lengthError ?? ''), [lengthError]);
  useValueTypedEarly(inputRef, rest.value, rest.onChange);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={shownError} required={required || isAriaTrue(rest['aria-required'])} className={className}>
      <input
        {...rest}
        ref={inputRef}
        id={ids.id}
        type={type}
        required={required}
        aria-invalid={shownError ? true : invalid}
        aria-describedby={ids.describedBy}
        className={cx(fieldStyles.control, inputClassName)}
      />
    </FieldShell>
  );
}
