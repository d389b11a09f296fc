import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import styles from './disclosure.module.css';
import iconBox from './icon-box.module.css';
import { cx } from './internal/cx';

export interface DisclosureProps {
  /** The question or summary: the button's text. */
  title: ReactNode;
  /** The answer, shown when expanded. */
  children: ReactNode;
  className?: string;
}

/** An expandable item (FAQ): a heading with a button (`aria-expanded`) that shows or hides a labelled region. */
export function Disclosure({ title, children, className }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <div className={cx(styles.item, className)}>
      <h3 className={styles.heading}>
        <button
          type="button"
          id={buttonId}
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          <span className={cx(iconBox.box, iconBox.round, styles.icon)} aria-hidden="true">
            <ChevronDown />
          </span>
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
