import { RefreshCw } from 'lucide-react';
import { Button } from '@salesiq/ui/button';
import styles from './remote-unavailable.module.css';

interface Props {
  label: string;
  minHeight: string;
  onRetry: () => void;
}

export function RemoteUnavailable({ label, minHeight, onRetry }: Props) {
  return (
    <section className={styles.panel} style={{ minHeight }} role="alert" aria-labelledby="remote-unavailable-title">
      <div className={styles.content}>
        <h2 id="remote-unavailable-title" className={styles.title}>
          This section is temporarily unavailable
        </h2>
        <p className={styles.text}>
          We could not load {label} just now. Everything else on the site still works, and your details are safe.
        </p>
        <Button onClick={onRetry}>
          <RefreshCw aria-hidden="true" size={18} />
          Retry
        </Button>
      </div>
    </section>
  );
}
