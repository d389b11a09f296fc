import { Button } from '@salesiq/ui/button';
import { CheckList } from '@salesiq/ui/check-list';
import eyebrow from '@salesiq/ui/eyebrow.module.css';
import { IconTile } from '@salesiq/ui/icon-tile';
import iconBox from '@salesiq/ui/icon-box.module.css';
import { industryThemeStyle } from '@salesiq/ui/industry-theme';
import { Bot } from 'lucide-react';
import { useId } from 'react';
import { MockChat } from '../../shared/mock-chat';
import type { IndustryDetail } from '../../content/industry-details';
import styles from './industry-detail-card.module.css';

interface IndustryDetailCardProps {
  detail: IndustryDetail;
  onGetBot: (industryKey: string) => void;
}

export function IndustryDetailCard({ detail, onGetBot }: IndustryDetailCardProps) {
  const titleId = useId();
  const Icon = detail.icon;
  return (
    <article className={styles.card} style={industryThemeStyle(detail.key)} aria-labelledby={titleId}>
      <header className={styles.header}>
        <IconTile icon={Icon} />
        <h3 id={titleId} className={styles.title}>
          {detail.title}
        </h3>
      </header>
      <p className={styles.description}>{detail.description}</p>

      <div>
        <h4 className={`${eyebrow.eyebrow} ${styles.subheading}`}>Conversation flow</h4>
        <ol className={styles.flow} role="list">
          {detail.flow.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={`${iconBox.box} ${iconBox.round} ${styles.stepNumber}`} aria-hidden="true">
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
      </div>

      <div>
        <h4 className={`${eyebrow.eyebrow} ${styles.subheading}`}>Benefits</h4>
        <CheckList items={detail.benefits} size="sm" tone="success" className={styles.benefits} />
      </div>

      <figure className={styles.preview}>
        <figcaption className={styles.previewCaption}>
          <Bot aria-hidden="true" />
          {detail.botName} preview
        </figcaption>
        <MockChat lines={detail.chat} botName={detail.botName} size="sm" />
      </figure>

      <Button variant="accent" fullWidth className={styles.action} onClick={() => onGetBot(detail.key)}>
        {`Get AI ${detail.title} Bot`}
      </Button>
    </article>
  );
}
