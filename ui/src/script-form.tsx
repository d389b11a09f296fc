import type { ComponentProps } from 'react';
import styles from './script-form.module.css';

export const noScriptNote =
  'This form needs JavaScript, which is off in this browser: turn it on to send the form, or write to us from the Contact links at the foot of the page.';

/**
 * A form that only scripts send. Its method is `dialog`, which outside a dialog sends nothing: a
 * form submitted before the page's scripts have started (or with scripts off) stays on screen as
 * filled in, instead of going to the page's own address with every field in its query string
 * (the visitor's name and e-mail in their history, the server's logs and the tracked page
 * address). The script's submit handler decides what is sent. With scripts off, a note says so.
 */
export function ScriptForm({ children, ...props }: Omit<ComponentProps<'form'>, 'method' | 'action'>) {
  return (
    <form {...props} method="dialog">
      <noscript>
        <p className={styles.note}>{noScriptNote}</p>
      </noscript>
      {children}
    </form>
  );
}
