import { X } from 'lucide-react';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './dialog.module.css';
import type { StyleWithVars } from './internal/css-vars';
import { cx } from './internal/cx';
import { tabbableElements } from './internal/focusable';
import { lockBodyScroll } from './internal/scroll-lock';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, a backdrop click and the close button. */
  onClose(): void;
  /** The visible heading; it names the dialog. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions shown in a footer bar under the content. */
  footer?: ReactNode;
  /** CSS max-width of the panel, for example '28rem' (default '32rem'). */
  maxWidth?: string;
  /** The element to focus on open; default the first tabbable element of the content, else the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * A centred modal dialog: focus moves in on open, Tab and Shift+Tab stay inside, Escape and a
 * backdrop click close it, focus returns to the opener, and the page behind does not scroll.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({ onClose, title, description, children, footer, maxWidth = '32rem', initialFocusRef, className }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockBodyScroll();
    const content = contentRef.current;
    const first = initialFocusRef?.current ?? (content ? tabbableElements(content)[0] : undefined) ?? closeRef.current;
    first?.focus();

    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onCloseRef.current();
    };
    // Focus that escapes (a click on the page through devtools, a script) is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      if (panel && event.target instanceof Node && !panel.contains(event.target)) panel.focus();
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      unlock();
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocusRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const tabbable = tabbableElements(panelRef.current);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressStartedOnBackdrop.current = false;
  };

  const style: StyleWithVars = { '--dialog-max-width': maxWidth };

  return (
    <div className={styles.overlay} onMouseDown={onBackdropMouseDown} onClick={onBackdropClick} data-testid="dialog-backdrop">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx(styles.panel, className)}
        style={style}
        onKeyDown={onKeyDown}
      >
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
    </div>
  );
}
