import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import styles from './disclosure.module.css';
import { cx } from './internal/cx';

export interface DisclosureProps {
  /** The question or summary: the button's text. */
  title: ReactNode;
  /** The answer, shown when expanded. */
  children: ReactNode;
  defaultOpen?: boolean;
  /** The heading level wrapping the button (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/** An expandable item (FAQ): a heading with a button (`aria-expanded`) that shows or hides a labelled region. */
export function Disclosure({ title, children, defaultOpen = false, headingLevel = 3, className }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.item, className)}>
      <Heading className={styles.heading}>
        <button
          type="button"
          id={buttonId}
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          <span className={styles.icon} aria-hidden="true">
            <ChevronDown />
          </span>
        </button>
      </Heading>
      <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
