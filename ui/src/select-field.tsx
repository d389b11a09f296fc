import { ChevronDown } from 'lucide-react';
import { type ComponentPropsWithRef, useImperativeHandle, useRef } from 'react';
import { cx } from './internal/cx';
import { type FieldLabelProps, FieldShell, fieldStyles, isAriaTrue, useFieldIds } from './internal/field';
import { useValueTypedEarly } from './internal/use-value-typed-early';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'className' | 'children'>, FieldLabelProps {
  options: readonly SelectOption[];
  /** A first option with the empty value, for example "Select your industry". */
  placeholder?: string;
  className?: string;
  selectClassName?: string;
}

/** A labelled native `<select>` with optional placeholder option, hint and inline error text. */
export function SelectField({
  ref,
  label,
  hint,
  error,
  id,
  options,
  placeholder,
  className,
  selectClassName,
  required,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...rest
}: SelectFieldProps) {
  const ids = useFieldIds(id, { hint, error }, describedBy);
  const selectRef = useRef<HTMLSelectElement>(null);
  useImperativeHandle(ref, () => selectRef.current as HTMLSelectElement, []);
  useValueTypedEarly(selectRef, rest.value, rest.onChange);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required || isAriaTrue(rest['aria-required'])} className={className}>
      <div className={fieldStyles.selectWrap}>
        <select
          {...rest}
          ref={selectRef}
          id={ids.id}
          required={required}
          aria-invalid={error ? true : invalid}
          aria-describedby={ids.describedBy}
          className={cx(fieldStyles.control, fieldStyles.select, selectClassName)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className={fieldStyles.chevron} />
      </div>
    </FieldShell>
  );
}
