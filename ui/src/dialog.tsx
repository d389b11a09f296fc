import { X } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject, type SyntheticEvent, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './dialog.module.css';
import type { StyleWithVars } from './internal/css-vars';
import { cx } from './internal/cx';
import { tabbableElements } from './internal/focusable';
import { hideOutside } from './internal/hide-outside';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, a backdrop click and the close button. */
  onClose: () => void;
  /** The visible heading; it names the dialog. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions shown in a footer bar under the content. */
  footer?: ReactNode;
  /** CSS max-width of the panel, for example '28rem' (default '32rem'). */
  maxWidth?: string;
  /** Where focus goes on close when the opener cannot take it back (a button the submit disabled, say). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * A centred modal dialog on the native `<dialog>` element opened with `showModal()`: the browser
 * puts it in the top layer and makes the page behind inert, so focus cannot reach the page, and
 * the page behind is `aria-hidden` while it is open (`hideOutside`).
 * Escape and a backdrop click ask `onClose`, so the app's state decides; focus returns to the
 * opener.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({ onClose, title, description, children, footer, maxWidth = '32rem', returnFocusRef, className }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  // A layout effect: the dialog is modal before the first paint, and closed (focus given back)
  // before React removes it from the document.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const fallback = returnFocusRef?.current;
    dialog.showModal();
    const showOutside = hideOutside(dialog);
    const content = contentRef.current;
    const first = (content ? tabbableElements(content)[0] : undefined) ?? closeRef.current;
    first?.focus();
    return () => {
      showOutside();
      dialog.close();
      if (opener?.isConnected) opener.focus();
      if (document.activeElement !== opener) fallback?.focus();
    };
  }, [returnFocusRef]);

  // Past the last control Chromium moves focus out to its own toolbar (or, headless, to nowhere);
  // Tab and Shift+Tab go round the dialog's controls instead, as they did before it was native.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || !dialog) return;
    const tabbable = tabbableElements(dialog);
    const edge = event.shiftKey ? tabbable[0] : tabbable[tabbable.length - 1];
    if (!edge || document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? tabbable[tabbable.length - 1] : tabbable[0])?.focus();
  };

  // Escape: the browser would close the dialog itself; the app's state closes it instead.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  // The dialog element fills only its panel, so a press on the element itself is on the backdrop.
  // The second press of a double-click on the button that opened the dialog lands on its backdrop
  // (detail 2): it does not close what the first press opened.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressStartedOnBackdrop.current = event.detail <= 1 && event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressStartedOnBackdrop.current = false;
  };

  const style: StyleWithVars = { '--dialog-max-width': maxWidth };

  return (
    // The dialog element takes the backdrop's clicks and the Tab keys of its controls; the
    // keyboard closes it with Escape (the browser's cancel).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cx(styles.dialog, className)}
      style={style}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <div className={styles.headings}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            )}
          </div>
          <button ref={closeRef} type="button" className={styles.close} aria-label="Close" onClick={onClose}>
            <X />
          </button>
        </div>
        <div ref={contentRef} className={styles.content}>
          {children && <div className={styles.body}>{children}</div>}
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      </div>
    </dialog>
  );
}
