import { Button } from '@salesiq/ui/button';
import stack from '@salesiq/ui/stack.module.css';
import { TextField } from '@salesiq/ui/text-field';
import { Plus, X } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import styles from './editable-list.module.css';

export interface EditableListProps {
  /** The list's name, e.g. "Integrations". */
  legend: string;
  /** One entry's name, e.g. "Integration": labels read "Integration 1", "Remove integration 1". */
  itemLabel: string;
  hint?: string;
  placeholder?: string;
  values: string[];
  disabled?: boolean;
  onChange: (values: string[]) => void;
}

/** A labelled list of text entries the visitor can add to and remove from. */
export function EditableList({ legend, itemLabel, hint, placeholder, values, disabled, onChange }: EditableListProps) {
  const update = (index: number, value: string) => onChange(values.map((entry, at) => (at === index ? value : entry)));
  const removeButtons = useRef<Array<HTMLButtonElement | null>>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  /** The row whose entry was just removed: focus goes to the entry now in its place, else the one before, else Add. */
  const removedAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    (removeButtons.current[Math.min(index, values.length - 1)] ?? addButton.current)?.focus();
  }, [values]);
  const remove = (index: number) => {
    removedAt.current = index;
    onChange(values.filter((_, at) => at !== index));
  };
  return (
    <fieldset className={`${stack.column} ${styles.fieldset}`} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && <p className={styles.hint}>{hint}</p>}
      <ul className={styles.rows}>
        {values.map((value, index) => (
          // Entries have no identity beyond their position; editing keeps the row, removing re-renders the rest.
          <li key={index} className={styles.row}>
            <TextField
              label={`${itemLabel} ${index + 1}`}
              value={value}
              placeholder={placeholder}
              onChange={(event) => update(index, event.target.value)}
              className={styles.field}
            />
            <Button
              variant="ghost"
              size="sm"
              className={styles.remove}
              aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
              ref={(button) => {
                removeButtons.current[index] = button;
              }}
              onClick={() => remove(index)}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <Button ref={addButton} variant="secondary" size="sm" onClick={() => onChange([...values, ''])}>
        <Plus aria-hidden="true" />
        Add {itemLabel}
      </Button>
    </fieldset>
  );
}
