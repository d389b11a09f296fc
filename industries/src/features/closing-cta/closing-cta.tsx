import { Button } from '@salesiq/ui/button';
import { Container } from '@salesiq/ui/section';
import { Download, PlayCircle } from 'lucide-react';
import { useId } from 'react';
import type { IndustryContent } from '../../content/types';
import buttonRow from '../../shared/button-row.module.css';
import styles from './closing-cta.module.css';

interface ClosingCtaProps {
  content: IndustryContent;
  onRequestDemo: () => void;
  onDownloadKit: () => void;
}

export function ClosingCta({ content, onRequestDemo, onDownloadKit }: ClosingCtaProps) {
  const titleId = useId();
  return (
    <section className={`${styles.section} render-near-viewport`} aria-labelledby={titleId}>
      <Container>
        <div className={styles.panel}>
          <h2 id={titleId} className={styles.title}>
            {content.cta.heading}
          </h2>
          <p className={styles.body}>{content.cta.body}</p>
          <div className={`${buttonRow.row} ${styles.actions}`}>
            <Button variant="on-dark" size="lg" onClick={onRequestDemo}>
              <PlayCircle aria-hidden="true" />
              See {content.displayName} Bot in Action
            </Button>
            <Button variant="on-dark-outline" size="lg" onClick={onDownloadKit}>
              <Download aria-hidden="true" />
              Download Template Kit
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
