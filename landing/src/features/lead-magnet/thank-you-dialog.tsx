import { Button } from '@salesiq/ui/button';
import { Dialog } from '@salesiq/ui/dialog';
import { ArrowRight, FileText } from 'lucide-react';
import type { RefObject } from 'react';
import styles from './thank-you-dialog.module.css';

interface ThankYouDialogProps {
  open: boolean;
  name: string;
  fileName: string;
  /** The chosen industry's page, when it has one. */
  page: { path: string; name: string } | null;
  /** Closes the dialog; the form moves on to the industry page, if any. */
  onClose: () => void;
  /** Takes focus back on close: the form's button that opened the dialog is disabled by then. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The thank-you modal after the kit download (SPEC §2, §4). */
export function ThankYouDialog({ open, name, fileName, page, onClose, returnFocusRef }: ThankYouDialogProps) {
  const firstName = name.split(/\s+/)[0] ?? name;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      title={`Thank you, ${firstName}!`}
      description="Your AI bot template kit is downloading now."
      footer={
        <Button variant="primary" fullWidth onClick={onClose}>
          {page ? `Continue to ${page.name} Page` : 'Continue Exploring'}
          <ArrowRight aria-hidden="true" />
        </Button>
      }
    >
      <p className={styles.file}>
        <FileText aria-hidden="true" />
        <span>{fileName}</span>
      </p>
      <ol className={styles.steps}>
        <li>Open the kit and pick the conversation flow that fits your business.</li>
        <li>Paste the Zobot script into SalesIQ and map the CRM fields.</li>
        <li>Want it done for you? Our experts reply within 24 hours.</li>
      </ol>
      {page && <p className={styles.note}>{`Taking you to the ${page.name} page in a few seconds.`}</p>}
    </Dialog>
  );
}
