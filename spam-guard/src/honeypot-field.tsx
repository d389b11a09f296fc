import { type Ref, useId } from 'react';
import styles from './honeypot-field.module.css';

export interface HoneypotFieldProps {
  ref?: Ref<HTMLInputElement>;
  /** A name bots like to fill; `website` by default. */
  name?: string;
}

/**
 * A form field people never see, focus or hear: bots that fill every field fill this one too.
 * Uncontrolled; `useSpamGuard` reads it through `ref` when the form is submitted.
 */
export function HoneypotField({ ref, name = 'website' }: HoneypotFieldProps) {
  const id = useId();
  return (
    <div className={styles.root} aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input
        ref={ref}
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        data-1p-ignore=""
        data-lpignore="true"
        data-form-type="other"
      />
    </div>
  );
}
